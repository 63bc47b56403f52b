import './table.css';
import { button, h } from './dom';
import type { GameContext } from './shell';

/** The chip rack of the table games: pick a value, then tap the table. */

export const CHIP_VALUES = [10, 50, 100, 500, 1_000, 5_000, 10_000] as const;

export interface ChipRack {
  element: HTMLElement;
  value(): number;
}

export function createChipRack(context: GameContext, limits: { minBet: number; maxBet: number }) {
  const values = CHIP_VALUES.filter((value) => value >= limits.minBet && value <= limits.maxBet);
  let selected: number = values.includes(100) ? 100 : (values[0] ?? limits.minBet);
  const chips = values.map((value, index) => {
    const chip = button(context.amount(value).replace(/[.,]00$/, ''), () => select(value), {
      class: `chip chip-${index}`,
      testid: `chip-${value}`,
      attrs: {
        'aria-pressed': String(value === selected),
        'aria-label': `${context.t('chip')} ${context.amount(value)}`,
      },
    });
    return { value, chip };
  });
  function select(value: number): void {
    selected = value;
    for (const { value: v, chip } of chips) chip.setAttribute('aria-pressed', String(v === value));
  }
  const rack: ChipRack = {
    element: h(
      'div',
      { class: 'chip-rack', attrs: { role: 'group', 'aria-label': context.t('chip') } },
      ...chips.map((c) => c.chip),
    ),
    value: () => selected,
  };
  return rack;
}

/** A stack label on the table: `1.50` shortened to `1.5`, `12.00` to `12`. */
export function chipLabel(context: GameContext, minor: number): string {
  return context
    .amount(minor)
    .replace(/[.,]00$/, '')
    .replace(/([.,]\d)0$/, '$1');
}
