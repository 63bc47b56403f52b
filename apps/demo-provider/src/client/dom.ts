/** A small element builder for the game pages (no framework: the pages are small). */

export interface ElementProps {
  class?: string;
  text?: string;
  /** data-testid, for the end-to-end specs. */
  testid?: string;
  attrs?: Record<string, string>;
  onClick?: (event: MouseEvent) => void;
}

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: ElementProps = {},
  ...children: (Node | string | null | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (props.class) element.className = props.class;
  if (props.text !== undefined) element.textContent = props.text;
  if (props.testid) element.dataset.testid = props.testid;
  for (const [name, value] of Object.entries(props.attrs ?? {})) element.setAttribute(name, value);
  const { onClick } = props;
  if (onClick) element.addEventListener('click', (event) => onClick(event as MouseEvent));
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

/** A button that is a button (type=button), with a label. */
export function button(
  label: string,
  onClick: (event: MouseEvent) => void,
  props: Omit<ElementProps, 'onClick' | 'text'> = {},
): HTMLButtonElement {
  const element = h('button', { ...props, text: label, onClick });
  element.type = 'button';
  return element;
}

/** Markup we generate ourselves (symbol art): parsed as SVG, never anything from a user. */
export function svgElement(markup: string): Element {
  const template = document.createElement('template');
  template.innerHTML = markup.trim();
  return template.content.firstElementChild ?? document.createElement('span');
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Players who ask for less motion get short, simple animations. */
export const prefersLessMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
