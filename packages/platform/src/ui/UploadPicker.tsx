import { useState, type DragEvent, type ReactNode } from 'react';
import './upload-list.css';

export interface UploadPickerProps {
  /** The file input's id, for a label elsewhere; its hint is `${id}-hint`. */
  id: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Files dropped on it are taken as if picked. */
  droppable?: boolean;
  onFiles: (files: File[]) => void;
  /** Under the picker: what it takes and how much. */
  hint: ReactNode;
  testId?: string;
  className?: string;
  /** What the picker says (the input itself is hidden, the whole area opens it). */
  children: ReactNode;
}

/** A file picker shown as an area to click (or to drop files on), with its hint under it. */
export function UploadPicker({
  id,
  accept,
  multiple,
  disabled,
  droppable,
  onFiles,
  hint,
  testId,
  className,
  children,
}: UploadPickerProps) {
  const [dragging, setDragging] = useState(false);
  const take = (files: FileList | null) => {
    if (files?.length) onFiles(Array.from(files));
  };
  const dropping =
    droppable && !disabled
      ? {
          onDragOver: (event: DragEvent<HTMLLabelElement>) => {
            event.preventDefault();
            setDragging(true);
          },
          onDragLeave: () => setDragging(false),
          onDrop: (event: DragEvent<HTMLLabelElement>) => {
            event.preventDefault();
            setDragging(false);
            take(event.dataTransfer.files);
          },
        }
      : {};
  const classes = [
    'upload-drop',
    dragging ? 'upload-drop-active' : '',
    disabled ? 'upload-drop-disabled' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <label className={classes} {...dropping}>
        <input
          id={id}
          type="file"
          multiple={multiple}
          accept={accept}
          className="visually-hidden"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            take(event.target.files);
            // The same file can be picked again after it was removed.
            event.target.value = '';
          }}
          disabled={disabled}
          data-testid={testId}
        />
        {children}
      </label>
      <p id={`${id}-hint`} className="muted upload-hint">
        {hint}
      </p>
    </>
  );
}
