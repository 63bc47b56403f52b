import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import {
  SETTINGS_SECTION_ICONS,
  SETTINGS_SECTIONS,
  getSettingsPath,
} from '../../../lib/settings-sections';

/** spec §2: the account area's sections; a scrolling strip on phones, a sidebar from lg up. */
export function SettingsNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    // On phones the strip scrolls sideways; bring the current section into view.
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav aria-label={t('settings.title')}>
      <ul
        ref={listRef}
        className="relative -mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0"
      >
        {SETTINGS_SECTIONS.map((section) => {
          const Icon = SETTINGS_SECTION_ICONS[section];
          return (
            <li key={section} className="shrink-0">
              <NavLink
                to={getSettingsPath(section)}
                className={({ isActive }) =>
                  clsx(
                    'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                    isActive
                      ? 'bg-gradient-to-r from-brand-400/15 to-transparent text-white ring-1 ring-brand-400/20'
                      : 'text-mist-300 hover:bg-white/5 hover:text-white',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon
                      className={clsx(
                        'size-[1.125rem]',
                        isActive ? 'text-brand-300' : 'text-mist-400',
                      )}
                      aria-hidden
                    />
                    {t(`settings.sections.${section}`)}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
