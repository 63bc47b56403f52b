import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { getButtonClass } from '../../../../components/ui/button';
import { SubmitButton, TextField } from '../../../../components/ui/form-field';
import { AdminCard } from '../../components/admin-page';

/**
 * The search as a GET form: the address carries it (`?q=`), so results render on the server
 * and paging keeps it.
 */
export function PlayersSearch({ q }: { q: string }) {
  const { t } = useTranslation('admin');
  return (
    <AdminCard testId="players-search">
      {/* Remounted when the address changes, so the field shows the search in force. */}
      <Form method="get" key={q} role="search" className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('players.search.label')}
          name="q"
          type="search"
          defaultValue={q}
          placeholder={t('players.search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          className="min-w-64 flex-1"
        />
        <SubmitButton size="md">
          <Search className="size-4" aria-hidden />
          {t('players.search.submit')}
        </SubmitButton>
        {q ? (
          <Link to="/admin/players" className={getButtonClass('ghost', 'md')}>
            {t('players.search.clear')}
          </Link>
        ) : null}
      </Form>
    </AdminCard>
  );
}
