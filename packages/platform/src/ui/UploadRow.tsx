import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import type { UploadStatus } from '../uploads/upload-items.js';
import './upload-list.css';

export interface UploadRowProps {
  /** `li` in a list of files (`ul.upload-list`), `div` for a file on its own. */
  as?: 'li' | 'div';
  status: UploadStatus;
  testId?: string;
  className?: string;
  /** A picture or an icon before the name. */
  preview?: ReactNode;
  name: string;
  /** Where the stored file opens, in a new tab; the name is then a link. */
  href?: string;
  /** After the name: its size, its state. */
  details?: ReactNode;
  /** Why it failed, announced when it appears. */
  error?: ReactNode;
  /** Given when sending the file again may work: the retry button is then shown. */
  onRetry?: () => void;
  retryLabel?: string;
  onRemove: () => void;
  /** The remove button's accessible name and tooltip. */
  removeLabel: string;
  removeTestId?: string;
  /** Turns off removing (not retrying, which a running save does not depend on). */
  disabled?: boolean;
}

/** One file of a list being uploaded: its name and state, why it failed, and buttons to retry or remove it. */
export function UploadRow({
  as: Root = 'li',
  status,
  testId,
  className,
  preview,
  name,
  href,
  details,
  error,
  onRetry,
  retryLabel,
  onRemove,
  removeLabel,
  removeTestId,
  disabled,
}: UploadRowProps) {
  const classes = ['upload-row', preview === undefined ? '' : 'upload-row-with-preview', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <Root className={classes} data-testid={testId} data-status={status}>
      {preview === undefined ? null : <span className="upload-row-preview">{preview}</span>}
      <div className="upload-row-main">
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer" className="upload-row-name">
            <bdi>{name}</bdi>
          </a>
        ) : (
          <bdi className="upload-row-name">{name}</bdi>
        )}
        {details}
      </div>
      {error ? (
        <p className="upload-row-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="upload-row-actions">
        {onRetry ? (
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={removeLabel}
          title={removeLabel}
          onClick={onRemove}
          disabled={disabled}
          data-testid={removeTestId}
        />
      </div>
    </Root>
  );
}
