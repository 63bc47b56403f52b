import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { pickSections, type AdminSectionId } from '../admin-sections';

/**
 * The back office's menu: the sections the staff member's role may open (chosen on the server),
 * a sidebar from lg up, a strip that scrolls sideways under the header on a tablet.
 */
export function AdminNav({ sections }: { sections: readonly AdminSectionId[] }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('nav.label')} data-testid="admin-nav">
      <ul className="flex gap-1 overflow-x-auto px-4 py-2 lg:flex-col lg:overflow-visible lg:p-3">
        {pickSections(sections).map(({ id, path, icon: Icon }) => (
          <li key={id} className="shrink-0">
            <NavLink
              to={path}
              // The dashboard is the index: it is not "current" under its siblings.
              end={path === '/admin'}
              data-section={id}
              className={({ isActive }) =>
                clsx(
                  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive
                    ? 'bg-gradient-to-r from-violet-500/20 to-transparent text-white ring-1 ring-violet-400/25'
                    : 'text-mist-300 hover:bg-white/5 hover:text-white',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <Icon
                    className={clsx(
                      'size-[1.125rem]',
                      isActive ? 'text-violet-300' : 'text-mist-400',
                    )}
                    aria-hidden
                  />
                  {t(`nav.${id}`)}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
