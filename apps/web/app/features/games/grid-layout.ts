// Column maths shared by the CSS grid (server render) and the measured rows (browser), so the
// switch from one to the other moves nothing: the numbers mirror the grid's Tailwind classes.
const GAP_X = 12;
const ROW_GAP = 16;
const MIN_CARD_MOBILE = 150;
const MIN_CARD = 190;
/** Card text under the 21:16 picture: name and provider lines. */
const CARD_TEXT_HEIGHT = 44;

/** The measured shape of a games grid: what the virtual rows need to place each row. */
export type GridLayout = { columns: number; rowHeight: number; scrollMargin: number };

function countColumns(width: number, minCard: number): number {
  return Math.max(2, Math.floor((width + GAP_X) / (minCard + GAP_X)));
}

/** The layout of a grid as wide as `container`, at the window's current size and scroll. */
export function measureGridLayout(container: HTMLElement): GridLayout {
  const width = container.clientWidth;
  const minCard = window.innerWidth >= 640 ? MIN_CARD : MIN_CARD_MOBILE;
  const columns = countColumns(width, minCard);
  const cardWidth = (width - GAP_X * (columns - 1)) / columns;
  const rowHeight = Math.round((cardWidth * 16) / 21 + CARD_TEXT_HEIGHT + ROW_GAP);
  const scrollMargin = Math.round(container.getBoundingClientRect().top + window.scrollY);
  return { columns, rowHeight, scrollMargin };
}
