import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { ButtonLink } from '../../../../components/ui/button';
import type { FormResult } from '../../../../lib/forms';
import { AdminPage } from '../../components/admin-page';
import type { ContentItemPart } from '../content-addresses';
import { DeleteForm } from './delete-form';

type ContentEditorPageProps = {
  part: ContentItemPart;
  icon: LucideIcon;
  /** The item's English title; none for a new item. */
  title: string | null;
  /** Where the link back leads (the list, on the item's tab). */
  backTo: string;
  /** The address's notice (`?notice=created` after the item was made). */
  notice: string | null;
  /** Beside the link back (a scheduled post's badge). */
  badges?: ReactNode;
  /** The page action's last answer, for the deletion's refusal. */
  result?: FormResult;
  /** The item's form. */
  children: ReactNode;
};

/**
 * The page where one post, page or slide is written or edited: its title, the link back to
 * its list, the word that it was just made, its form, and (an existing item) its deletion.
 */
export function ContentEditorPage({
  part,
  icon,
  title,
  backTo,
  notice,
  badges,
  result,
  children,
}: ContentEditorPageProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminPage
      icon={icon}
      title={title === null ? t(`content.${part}.new`) : t(`content.${part}.editTitle`, { title })}
      lead={t(`content.${part}.formLead`)}
      aside={
        <>
          {badges}
          <ButtonLink to={backTo} variant="outline" size="sm">
            <ArrowLeft className="size-4" aria-hidden />
            {t(`content.${part}.back`)}
          </ButtonLink>
        </>
      }
    >
      {notice === 'created' ? (
        <Alert tone="success" testId="content-notice">
          {t(`content.${part}.created`)}
        </Alert>
      ) : null}
      {children}
      {title === null ? null : (
        <DeleteForm question={t(`content.${part}.deleteQuestion`, { title })} result={result} />
      )}
    </AdminPage>
  );
}
