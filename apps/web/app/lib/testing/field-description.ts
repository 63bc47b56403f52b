/**
 * The text a form control is described by (its hint, or its error once it has one): what a
 * screen reader reads after the label, so component tests assert the exact message there.
 */
export function fieldDescription(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
