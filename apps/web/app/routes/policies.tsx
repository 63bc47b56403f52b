import { ChevronRight, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../components/ui/document-title';
import { POLICY_SLUGS } from '../lib/policies';

/** spec §2 /policies: the policy menu (vip, how-to-deposit, aml-policy, ...). */
export default function PoliciesPage() {
  const { t } = useTranslation();
  return (
    <section className="space-y-6">
      <DocumentTitle title={t('pages.policies')} />
      <div className="flex items-center gap-4">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand-400/20 to-cyan-400/10 text-brand-300 ring-1 ring-brand-400/30">
          <ScrollText className="size-7" aria-hidden />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {t('pages.policies')}
          </h1>
          <p className="mt-1 text-mist-400">{t('pages.policiesIntro')}</p>
        </div>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {POLICY_SLUGS.map((slug) => (
          <li key={slug}>
            <Link
              to={`/policies/${slug}`}
              className="group flex items-center justify-between gap-4 rounded-2xl bg-ink-850 p-5 ring-1 ring-white/5 transition hover:bg-ink-800 hover:ring-white/10"
            >
              <span className="font-semibold text-white">{t(`policies.${slug}`)}</span>
              <ChevronRight
                className="size-5 text-mist-500 transition group-hover:translate-x-0.5 group-hover:text-brand-300"
                aria-hidden
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
