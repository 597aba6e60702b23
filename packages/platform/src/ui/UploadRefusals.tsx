import Alert from 'antd/es/alert';
import './upload-list.css';

/** The files a picker just refused, a line each saying why; dismissable, and nothing when there are none. */
export function UploadRefusals({
  title,
  messages,
  onDismiss,
  testId,
}: {
  title: string;
  messages: readonly string[];
  onDismiss: () => void;
  testId?: string;
}) {
  if (!messages.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      closable={{ onClose: onDismiss }}
      title={title}
      description={
        <ul className="upload-refusals">
          {messages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      }
      data-testid={testId}
    />
  );
}
