import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  ESTATE_API,
  ESTATE_EXPORT_FILES,
  type EstateProperty,
  type EstatePropertyListQuery,
  type EstatePropertySort,
} from '@estate/contracts';
import { type QueryParams, useLang } from '@estate/platform';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@estate/platform/ui';
import {
  ListPage,
  ResponsiveTable,
  RowButton,
  RowButtons,
  RowLink,
  useListPage,
  useRowAction,
} from '../../../components/list-page/index.js';
import { useEstateAccess } from '../../../hooks/use-estate-access.js';
import { useDeleteProperty } from '../api/delete-property.js';
import { propertiesQueryOptions } from '../api/get-properties.js';
import { usePropertySummary } from '../api/get-property-summary.js';
import { propertyColumns, propertyFigures, propertyFilters, propertyTitle } from './property-columns.js';

const FILTERS = ['city', 'status'] as const;

/** The properties tab: figures, search by title, city and status filters, import, export, add and a page of rows. */
export function PropertiesTab() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const navigate = useNavigate();
  const access = useEstateAccess();
  const page = useListPage(
    {
      filters: FILTERS,
      query: (view) => ({ ...(view.q ? { q: view.q } : {}), ...view.filters }) as EstatePropertyListQuery,
    },
    (query) => propertiesQueryOptions({ ...query, sort: query.sort as EstatePropertySort | undefined }),
  );
  const summary = usePropertySummary(page.query);
  const remove = useDeleteProperty();
  const act = useRowAction();

  const actions = (property: EstateProperty) => (
    <RowButtons>
      <RowLink label={t('actions.view')} icon={<EyeOutlined />} to={`/estate/properties/${property.id}`} />
      {access.editProperties ? (
        <>
          <RowLink
            label={t('actions.edit')}
            icon={<EditOutlined />}
            to={`/estate/properties/${property.id}/edit`}
            testId="property-edit"
          />
          <RowButton
            label={t('actions.delete')}
            icon={<DeleteOutlined />}
            danger
            testId="property-delete"
            onClick={() =>
              act({
                confirm: { question: t('properties.confirmDelete') },
                detail: propertyTitle(property, lang),
                run: () => remove.mutateAsync(property.id),
                success: t('properties.toast.deleted'),
              })
            }
          />
        </>
      ) : null}
    </RowButtons>
  );

  return (
    <ListPage
      name="properties"
      page={page}
      inTab
      buttons={{
        export: {
          path: ESTATE_API.properties,
          query: page.query as QueryParams,
          fileName: ESTATE_EXPORT_FILES.properties,
        },
        ...(access.editProperties
          ? {
              import: { entity: 'properties', title: t('properties.importTitle'), testId: 'properties-import' },
              add: {
                label: t('properties.add'),
                testId: 'add-property',
                onClick: () => void navigate('/estate/properties/add'),
              },
            }
          : {}),
      }}
      summary={{ loading: summary.isPending, cards: propertyFigures(summary.data, t, lang) }}
      filters={propertyFilters(t, lang)}
    >
      <ResponsiveTable<EstateProperty>
        rowKey={(property) => property.id}
        testId="properties-table"
        table={page.table}
        columns={propertyColumns(t, lang, page.view)}
        actions={actions}
      />
    </ListPage>
  );
}
