import type { BootData } from '../launch-page';

/** The data block the launch page carries (src/launch-page.ts writes it). */
export function readBoot(): BootData {
  const element = document.getElementById('boot');
  if (!element?.textContent) throw new Error('the page has no boot data');
  return JSON.parse(element.textContent) as BootData;
}
