import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@estate/contracts';
import { formatInteger, localeOf, useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { DownloadOutlined, FilePdfOutlined, Modal, Select } from '@estate/platform/ui-extra';
import { downloadStatement } from '../api/download-statement.js';

/** The statement's years on offer: this one and the four before. */
const YEARS_OFFERED = 5;

const monthName = (month: number, lang: Language) =>
  new Intl.DateTimeFormat(localeOf(lang), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );

/**
 * The header's two buttons: "download statement" saves this month's statement at once; "generate report" asks for a
 * year, and a month or the whole year, then saves that one. Both in the page's language.
 */
export function StatementActions() {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const toast = useToast();
  const now = new Date();
  const [busy, setBusy] = useState<'month' | 'report' | null>(null);
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(now.getFullYear());
  const [month, setMonth] = useState<number | 0>(0);

  const save = async (kind: 'month' | 'report', query: { year: number; month?: number }) => {
    setBusy(kind);
    try {
      const file = await downloadStatement(query, lang);
      toast.success(t('owner.statement.done', { file }));
      setOpen(false);
    } catch {
      toast.error(t('owner.statement.failed'));
    } finally {
      setBusy(null);
    }
  };

  const years = Array.from({ length: YEARS_OFFERED }, (_, index) => now.getFullYear() - index);
  // The months of the chosen year that have begun.
  const lastMonth = year === now.getFullYear() ? now.getMonth() + 1 : 12;
  const months = Array.from({ length: lastMonth }, (_, index) => index + 1);

  return (
    <div className="portal-actions">
      <Button
        icon={<DownloadOutlined />}
        loading={busy === 'month'}
        onClick={() => void save('month', { year: now.getFullYear(), month: now.getMonth() + 1 })}
        data-testid="owner-download-statement"
      >
        {t('owner.actions.download')}
      </Button>
      <Button
        type="primary"
        icon={<FilePdfOutlined />}
        onClick={() => setOpen(true)}
        data-testid="owner-generate-report"
      >
        {t('owner.actions.generate')}
      </Button>
      <Modal
        open={open}
        title={t('owner.statement.title')}
        onCancel={() => setOpen(false)}
        okText={t('owner.statement.download')}
        cancelText={t('owner.statement.cancel')}
        okButtonProps={{ loading: busy === 'report', ...{ 'data-testid': 'owner-statement-download' } }}
        onOk={() => void save('report', month ? { year, month } : { year })}
        destroyOnHidden
        rootClassName="portal-modal"
      >
        <p className="portal-muted">{t('owner.statement.hint')}</p>
        <div className="portal-section">
          <label className="portal-field">
            <span>{t('owner.statement.year')}</span>
            <Select
              value={year}
              onChange={(value) => {
                setYear(value);
                setMonth(0);
              }}
              options={years.map((value) => ({ value, label: formatInteger(value, lang) }))}
              data-testid="owner-statement-year"
            />
          </label>
          <label className="portal-field">
            <span>{t('owner.statement.month')}</span>
            <Select
              value={month}
              onChange={setMonth}
              options={[
                { value: 0, label: t('owner.statement.wholeYear') },
                ...months.map((value) => ({ value, label: monthName(value, lang) })),
              ]}
              data-testid="owner-statement-month"
            />
          </label>
        </div>
      </Modal>
    </div>
  );
}
