import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate } from 'react-router';
import { getLobbyHref } from '../game-data';

/** Typing pauses this long before the lobby asks for results. */
const SEARCH_DEBOUNCE_MS = 350;

type LobbySearchProps = { pathname: string; search: string; tab: string; sort: string };

/**
 * spec §2 lobby search: results show as soon as text is present (the URL carries ?search=),
 * clearing the box returns to the normal view. Without JavaScript it is a plain GET form.
 */
export function LobbySearch({ pathname, search, tab, sort }: LobbySearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(search);
  const lastSent = useRef(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed without typing (reset button, the drawer's search, back button): follow it.
  useEffect(() => {
    if (search !== lastSent.current.trim()) {
      lastSent.current = search;
      setValue(search);
    }
  }, [search]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim() === lastSent.current.trim()) return;
    lastSent.current = text;
    void navigate(getLobbyHref(pathname, { tab, sort, search: text }), {
      replace: true,
      preventScrollReset: true,
    });
  };

  return (
    <Form
      method="get"
      action={pathname}
      role="search"
      className="relative w-full sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        go(value);
      }}
    >
      {tab !== 'lobby' ? <input type="hidden" name="tab" value={tab} /> : null}
      {sort !== 'default' ? <input type="hidden" name="sort" value={sort} /> : null}
      <label htmlFor="lobby-search" className="sr-only">
        {t('search.label')}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-mist-400"
        aria-hidden
      />
      <input
        id="lobby-search"
        name="search"
        type="search"
        data-testid="lobby-search"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        value={value}
        placeholder={t('games.searchPlaceholder')}
        onChange={(event) => {
          const text = event.target.value;
          setValue(text);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => go(text), text.trim() ? SEARCH_DEBOUNCE_MS : 0);
        }}
        className="h-10 w-full rounded-xl border border-white/10 bg-ink-800 pr-10 pl-10 text-sm text-white placeholder:text-mist-500 focus:border-brand-400/60 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          aria-label={t('games.clearSearch')}
          title={t('games.clearSearch')}
          onClick={() => {
            setValue('');
            go('');
          }}
          className="absolute top-1/2 right-2 grid size-7 -translate-y-1/2 place-items-center rounded-lg text-mist-400 hover:bg-white/5 hover:text-white"
        >
          <X className="size-4" aria-hidden />
        </button>
      ) : null}
    </Form>
  );
}
