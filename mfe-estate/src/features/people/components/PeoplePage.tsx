import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueryParams, useLang } from '@estate/platform';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@estate/platform/ui';
import {
  ListPage,
  ResponsiveTable,
  RowButton,
  RowButtons,
  useListPage,
  useRowAction,
} from '../../../components/list-page/index.js';
import { useEstateAccess } from '../../../hooks/use-estate-access.js';
import {
  PEOPLE_RESOURCES,
  type PeopleTypes,
  type PersonKind,
  type PersonOf,
  peopleQueryOptions,
  useDeletePerson,
  usePeopleSummary,
} from '../api/people-api.js';
import { cityFilter, PEOPLE_FILTERS, PEOPLE_KINDS } from './people-kinds.js';
import { personColumns, personName } from './person-columns.js';
import { PersonDrawer } from './PersonDrawer.js';
import { PersonFormModal } from './PersonFormModal.js';

type Dialog<K extends PersonKind> = { kind: 'add' } | { kind: 'edit' | 'view'; person: PersonOf<K> } | null;

/**
 * /estate/owners and /estate/tenants: the figures, search, city and the kind's filters, and a page of people with
 * view, edit and delete (a tenant's row also opens their contract); import, export and add in the header.
 */
export function PeoplePage<K extends PersonKind>({ kind }: { kind: K }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const access = useEstateAccess();
  const spec = PEOPLE_KINDS[kind];
  const page = useListPage(
    {
      filters: PEOPLE_FILTERS,
      query: (view) => ({ ...(view.q ? { q: view.q } : {}), ...view.filters }) as PeopleTypes[K]['query'],
    },
    (query) => peopleQueryOptions(kind, query),
  );
  const summary = usePeopleSummary(kind, page.query);
  const remove = useDeletePerson(kind);
  const act = useRowAction();
  const [dialog, setDialog] = useState<Dialog<K>>(null);
  const close = () => setDialog(null);
  const { view } = page;

  const actions = (person: PersonOf<K>) => (
    <RowButtons>
      <RowButton
        label={t('actions.view')}
        icon={<EyeOutlined />}
        onClick={() => setDialog({ kind: 'view', person })}
        testId={`${kind}-view`}
      />
      {access.editPeople ? (
        <>
          <RowButton
            label={t('actions.edit')}
            icon={<EditOutlined />}
            onClick={() => setDialog({ kind: 'edit', person })}
            testId={`${kind}-edit`}
          />
          <RowButton
            label={t('actions.delete')}
            icon={<DeleteOutlined />}
            danger
            testId={`${kind}-delete`}
            onClick={() =>
              act({
                confirm: { question: t(`${spec.ns}.confirmDelete`) },
                detail: personName(person, lang),
                run: () => remove.mutateAsync(person.id),
                success: t(`${spec.ns}.toast.deleted`),
              })
            }
          />
        </>
      ) : null}
    </RowButtons>
  );

  return (
    <ListPage
      name={spec.ns}
      page={page}
      buttons={{
        export: { path: PEOPLE_RESOURCES[kind].path, query: page.query as QueryParams, fileName: spec.exportFile },
        ...(access.editPeople
          ? {
              import: { entity: spec.importEntity, title: t(`${spec.ns}.importTitle`), testId: `${spec.ns}-import` },
              add: { label: t(`${spec.ns}.add`), testId: `add-${kind}`, onClick: () => setDialog({ kind: 'add' }) },
            }
          : {}),
      }}
      summary={{ cards: spec.summary(summary.data as never, t, lang), loading: summary.isPending }}
      filters={[cityFilter(t, lang), ...spec.filters(t)]}
    >
      <ResponsiveTable<PersonOf<K>>
        rowKey={(person) => person.id}
        testId={`${spec.ns}-table`}
        table={page.table}
        columns={personColumns(kind, t, lang, view)}
        actions={actions}
      />
      {dialog?.kind === 'add' ? <PersonFormModal kind={kind} onClose={close} /> : null}
      {dialog?.kind === 'edit' ? (
        <PersonFormModal key={dialog.person.id} kind={kind} person={dialog.person} onClose={close} />
      ) : null}
      {dialog?.kind === 'view' ? <PersonDrawer kind={kind} person={dialog.person} onClose={close} /> : null}
    </ListPage>
  );
}
