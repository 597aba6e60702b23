import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type EjarStatementMatch,
  ESTATE_IMPORT_ACCEPT,
  type EstateImportEntity,
  type EstateImportResult,
  type ImportRowError,
} from '@estate/contracts';
import { estateKeys, formatCurrency, formatNumber, serverMessageOf, useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { Alert, Modal, Progress, UploadOutlined } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { useImportFile } from '../api/import-file.js';
import { useImportJob } from '../api/get-import-job.js';

type Step =
  | { kind: 'pick' }
  | { kind: 'checked'; file: File; result: EstateImportResult }
  | { kind: 'importing'; file: File; jobId: string | null };

/**
 * Import from a spreadsheet: the file is checked first (a dry run: how many rows, which are wrong and why, in the
 * language shown), then its valid rows are imported in one go, with a progress bar while a big file runs.
 */
export function ImportDialog({
  entity,
  title,
  onClose,
}: {
  entity: EstateImportEntity;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [problem, setProblem] = useState<string | null>(null);
  const send = useImportFile();
  const job = useImportJob(step.kind === 'importing' ? step.jobId : null);

  const n = (value: number) => formatNumber(value, lang);

  const finished = (imported: number) => {
    toast.success(t('importExport.done', { n: n(imported) }));
    onClose();
  };

  // A big import runs as a job: its end comes from the poll (a failure is shown from the job's answer).
  const jobStatus = job.data?.status;
  const jobResult = job.data?.result;
  useEffect(() => {
    if (jobStatus !== 'done') return;
    void queryClient.invalidateQueries({ queryKey: estateKeys.all });
    finished(jobResult?.imported ?? 0);
    // finished closes the dialog once the job is done; it changes with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jobStatus]);
  const jobFailed = step.kind === 'importing' && (jobStatus === 'failed' || job.isError);
  const shownProblem =
    problem ?? (jobFailed ? (job.data?.error?.[lang] ?? serverMessageOf(job.error, t('importExport.failed'))) : null);

  const check = (file: File) => {
    setProblem(null);
    send.mutate(
      { entity, mode: 'dry-run', file },
      {
        onSuccess: (result) => setStep({ kind: 'checked', file, result }),
        onError: (error) => setProblem(serverMessageOf(error, t('importExport.failed'))),
      },
    );
  };

  const commit = (file: File) => {
    setProblem(null);
    setStep({ kind: 'importing', file, jobId: null });
    send.mutate(
      { entity, mode: 'commit', file },
      {
        onSuccess: (result) => {
          if (result.jobId) setStep({ kind: 'importing', file, jobId: result.jobId });
          else finished(result.imported);
        },
        onError: (error) => {
          setProblem(serverMessageOf(error, t('importExport.failed')));
          setStep({ kind: 'pick' });
        },
      },
    );
  };

  const importing = step.kind === 'importing' && !jobFailed;
  const percent = importing ? Math.round((job.data?.progress ?? 0) * 100) : 0;

  return (
    <Modal
      open
      title={title}
      onCancel={importing ? undefined : onClose}
      closable={!importing}
      mask={{ closable: !importing }}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <div data-testid="import-dialog">
        <input
          ref={input}
          type="file"
          accept={ESTATE_IMPORT_ACCEPT}
          hidden
          data-testid="import-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) check(file);
          }}
        />
        <p className="muted">{t('importExport.accepted')}</p>
        {shownProblem ? (
          <Alert type="error" showIcon title={shownProblem} className="estate-alert" data-testid="import-problem" />
        ) : null}
        {!importing ? (
          <Button
            icon={<UploadOutlined />}
            loading={send.isPending}
            onClick={() => input.current?.click()}
            data-testid="import-pick"
          >
            {step.kind === 'checked' ? t('importExport.another') : t('importExport.pick')}
          </Button>
        ) : null}
        {send.isPending && step.kind !== 'importing' ? <p className="muted">{t('importExport.checking')}</p> : null}
        {step.kind === 'checked' ? (
          <ImportPreview
            fileName={step.file.name}
            result={step.result}
            onCommit={() => commit(step.file)}
            onCancel={onClose}
          />
        ) : null}
        {importing ? (
          <div data-testid="import-progress">
            <p>{t('importExport.importing')}</p>
            <Progress percent={step.jobId ? percent : 100} status="active" showInfo={!!step.jobId} />
            {job.data ? (
              <p className="muted">
                {n(job.data.processedRows)} / {n(job.data.totalRows)}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}

/** An Ejar statement's rows matched to invoices: what the commit records (the exceptions are the errors below). */
function StatementMatches({ matches }: { matches: EjarStatementMatch[] }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  return (
    <div className="import-matches">
      <h4>{t('importExport.matches.title', { n: formatNumber(matches.length, lang) })}</h4>
      <Table<EjarStatementMatch>
        size="small"
        rowKey={(match) => String(match.row)}
        dataSource={matches}
        pagination={matches.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        data-testid="import-matches"
        columns={[
          { key: 'row', title: t('importExport.row'), width: 70, render: (_v, match) => formatNumber(match.row, lang) },
          {
            key: 'ejar',
            title: t('importExport.matches.ejarNumber'),
            render: (_v, match) => <bdi dir="ltr">{match.ejarContractNumber}</bdi>,
          },
          {
            key: 'invoice',
            title: t('importExport.matches.invoice'),
            render: (_v, match) => <bdi dir="ltr">{match.invoiceNumber}</bdi>,
          },
          {
            key: 'amount',
            title: t('importExport.matches.amount'),
            render: (_v, match) => formatCurrency(match.amount, lang, { halalas: true }),
          },
          {
            key: 'reference',
            title: t('importExport.matches.reference'),
            render: (_v, match) => <bdi dir="ltr">{match.reference}</bdi>,
          },
        ]}
      />
    </div>
  );
}

function ImportPreview({
  fileName,
  result,
  onCommit,
  onCancel,
}: {
  fileName: string;
  result: EstateImportResult;
  onCommit: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const n = (value: number) => formatNumber(value, lang);
  return (
    <div
      className="import-preview"
      data-testid="import-preview"
      data-total={result.totalRows}
      data-valid={result.validRows}
      data-invalid={result.invalidRows}
    >
      <h3>
        {t('importExport.preview')}: <bdi>{fileName}</bdi>
      </h3>
      <p>
        <span data-testid="import-total">{t('importExport.rows', { n: n(result.totalRows) })}</span>
        {' · '}
        <span data-testid="import-valid">{t('importExport.validRows', { n: n(result.validRows) })}</span>
        {' · '}
        <span className={result.invalidRows ? 'estate-danger' : undefined} data-testid="import-invalid">
          {t('importExport.invalidRows', { n: n(result.invalidRows) })}
        </span>
      </p>
      {result.matches?.length ? <StatementMatches matches={result.matches} /> : null}
      {result.errors.length ? (
        <div className="import-errors">
          <Table<ImportRowError>
            size="small"
            rowKey={(error) => `${error.row}-${error.field ?? ''}-${error.code}`}
            dataSource={result.errors}
            pagination={result.errors.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            data-testid="import-errors"
            columns={[
              { key: 'row', title: t('importExport.row'), width: 80, render: (_v, error) => n(error.row) },
              {
                key: 'field',
                title: t('importExport.field'),
                width: 160,
                render: (_v, error) => error.fieldLabel?.[lang] ?? error.field ?? '—',
              },
              { key: 'problem', title: t('importExport.problem'), render: (_v, error) => error.message[lang] },
            ]}
          />
        </div>
      ) : null}
      {result.validRows === 0 ? <Alert type="warning" showIcon title={t('importExport.noValidRows')} /> : null}
      <div className="estate-form-buttons">
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button type="primary" disabled={result.validRows === 0} onClick={onCommit} data-testid="import-commit">
          {t('importExport.commit')}
        </Button>
      </div>
    </div>
  );
}
