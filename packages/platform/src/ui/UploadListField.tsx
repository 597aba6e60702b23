import type { ReactNode } from 'react';
import Spin from 'antd/es/spin';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { canRetryUpload, type UploadItem } from '../uploads/upload-items.js';
import type { UploadRefusal } from '../uploads/use-upload-list.js';
import { UploadPicker } from './UploadPicker.js';
import { UploadRefusals } from './UploadRefusals.js';
import { UploadRow } from './UploadRow.js';

/** What the field reads and calls of its list (useUploadList gives all of it). */
export interface UploadListFieldList<R extends string> {
  items: readonly UploadItem[];
  refusals: readonly UploadRefusal<R>[];
  add: (files: File[]) => unknown;
  retry: (id: string) => void;
  remove: (id: string) => void;
  dismissRefusals: () => void;
}

export interface UploadListFieldProps<R extends string> {
  /** The file input's id, for the form's label. */
  id: string;
  list: UploadListFieldList<R>;
  /** The picker's `accept` (the list's screening decides). */
  accept: string;
  /** More than one file at a time (default). */
  multiple?: boolean;
  /** Files dropped on the picker are taken as if picked (default). */
  droppable?: boolean;
  disabled?: boolean;
  /** The picker is turned off (e.g. the list holds as many files as it takes); removing stays on. */
  full?: boolean;
  /** The picker is not shown (e.g. a single file, once chosen). */
  pickerHidden?: boolean;
  /** `field` on the wrapper, `input` on the file input, `refusals`, and `item` and `remove` on each file. */
  testIds: { field?: string; input: string; refusals: string; item: string; remove?: string };
  className?: string;
  /** What the picker says: its action ("choose files"), and what else it takes ("or drop them here"). */
  choose: ReactNode;
  drop?: ReactNode;
  /** Before the action; an upload arrow by default, `null` for none. */
  icon?: ReactNode;
  /** Under the picker: what it takes and how much. */
  hint: ReactNode;
  refusedTitle: string;
  refusal: (refusal: UploadRefusal<R>) => string;
  /** Between the refusals and the list (e.g. the server refused the list as a whole). */
  notice?: ReactNode;
  /** The list's accessible name. */
  listLabel: string;
  /** Each file's row's class. */
  rowClassName?: string;
  /** A picture or an icon before a file's name; by default a spinner while it uploads. */
  preview?: (item: UploadItem) => ReactNode;
  /** After a file's name: its size, its state. */
  details: (item: UploadItem) => ReactNode;
  /** Why a file failed. */
  failure: (item: UploadItem) => ReactNode;
  retryLabel: string;
  removeLabel: (item: UploadItem) => string;
  /** A stored file's name links to it, to open in a new tab (default). */
  linkStored?: boolean;
  /** Under the list, when it has files (e.g. how many of how many). */
  footer?: ReactNode;
}

const uploadingSpinner = (item: UploadItem) => (item.status === 'uploading' ? <Spin size="small" /> : undefined);

/**
 * A form's field of files uploaded as they are picked: a picker that also takes dropped files, the files it just
 * refused and why, and each file with its state, a link once stored, and buttons to retry or remove it. Each form
 * gives its limits (through the list's screening), its words and its test ids.
 */
export function UploadListField<R extends string>({
  id,
  list,
  accept,
  multiple = true,
  droppable = true,
  disabled,
  full,
  pickerHidden,
  testIds,
  className,
  choose,
  drop,
  icon = <UploadOutlined aria-hidden />,
  hint,
  refusedTitle,
  refusal,
  notice,
  listLabel,
  rowClassName,
  preview = uploadingSpinner,
  details,
  failure,
  retryLabel,
  removeLabel,
  linkStored = true,
  footer,
}: UploadListFieldProps<R>) {
  return (
    <div className={className} data-testid={testIds.field}>
      {pickerHidden ? null : (
        <UploadPicker
          id={id}
          accept={accept}
          multiple={multiple}
          droppable={droppable}
          disabled={disabled || full}
          onFiles={list.add}
          hint={hint}
          testId={testIds.input}
        >
          {icon}
          <span className="upload-drop-action">{choose}</span>
          {drop ? <span className="muted">{drop}</span> : null}
        </UploadPicker>
      )}
      <UploadRefusals
        title={refusedTitle}
        messages={list.refusals.map(refusal)}
        onDismiss={list.dismissRefusals}
        testId={testIds.refusals}
      />
      {notice}
      {list.items.length ? (
        <>
          <ul className="upload-list" aria-label={listLabel}>
            {list.items.map((item) => (
              <UploadRow
                key={item.id}
                status={item.status}
                testId={testIds.item}
                className={rowClassName}
                preview={preview(item)}
                name={item.name}
                href={linkStored && item.status === 'done' ? item.url : undefined}
                details={details(item)}
                error={item.failure ? failure(item) : null}
                onRetry={canRetryUpload(item) ? () => list.retry(item.id) : undefined}
                retryLabel={retryLabel}
                onRemove={() => list.remove(item.id)}
                removeLabel={removeLabel(item)}
                removeTestId={testIds.remove}
                disabled={disabled}
              />
            ))}
          </ul>
          {footer}
        </>
      ) : null}
    </div>
  );
}
