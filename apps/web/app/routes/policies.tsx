import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../components/ui/document-title';
import { ContentHeader } from '../features/content/components/content-header';
import { PolicyLinks } from '../features/content/components/policy-links';
import { toPolicyMenu } from '../features/content/content-data';
import { POLICY_SLUGS } from '@casino/contracts/policies';
import { useRootData } from '../lib/root-data';

/**
 * spec §2 /policies: the policy menu (vip, how-to-deposit, aml-policy, ...). The titles are the
 * 'pages' group the root already loaded from /api/pages; the translated slugs stand in when
 * that call failed (spec §8).
 */
export default function PoliciesPage() {
  const { t } = useTranslation();
  const menu = toPolicyMenu(useRootData()?.pages ?? [], POLICY_SLUGS);
  const pages =
    menu.length > 0 ? menu : POLICY_SLUGS.map((slug) => ({ slug, title: t(`policies.${slug}`) }));
  return (
    <section className="space-y-6">
      <DocumentTitle title={t('pages.policies')} description={t('content.meta.policies')} />
      <ContentHeader
        icon={ScrollText}
        title={t('pages.policies')}
        lead={t('pages.policiesIntro')}
      />
      <PolicyLinks pages={pages} />
    </section>
  );
}
