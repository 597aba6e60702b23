import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@estate/platform/ui';
import { Modal } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';

type FormInstance<V> = ReturnType<typeof Form.useForm<V>>[0];

/**
 * The back office's add or edit dialog: a vertical form in a modal whose save button submits it (so does Enter in
 * a field); while saving, the form is disabled, the button busy and the dialog stays open.
 */
export function FormDialog<V extends object>({
  form,
  name,
  title,
  width = 760,
  pending,
  saveTestId,
  formTestId,
  okText,
  initialValues,
  onFinish,
  onClose,
  children,
}: {
  form: FormInstance<V>;
  /** The form's name: its fields' ids are `<name>_<field>`. */
  name: string;
  title: ReactNode;
  width?: number;
  pending: boolean;
  saveTestId: string;
  formTestId?: string;
  okText?: string;
  initialValues?: Partial<V>;
  onFinish: (values: V) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('estate');
  return (
    <Modal
      open
      width={width}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText ?? t('actions.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': saveTestId }}
      mask={{ closable: !pending }}
      destroyOnHidden
    >
      <Form<V>
        form={form}
        name={name}
        layout="vertical"
        disabled={pending}
        data-testid={formTestId}
        initialValues={initialValues}
        onFinish={onFinish}
      >
        {children}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}

/**
 * What a dialog does with its save: once the server has it, a toast naming the record and the dialog closes;
 * a refusal goes to `refused` (the fields it names marked, useSaveFeedback).
 */
export function useCloseOnSave(onClose: () => void, refused: (error: unknown) => void) {
  const toast = useToast();
  return <R,>(saving: Promise<R>, done: (saved: R) => [title: string, detail?: string]) =>
    void saving
      .then((saved) => {
        const [title, detail] = done(saved);
        toast.success(title, detail);
        onClose();
      })
      .catch(refused);
}
