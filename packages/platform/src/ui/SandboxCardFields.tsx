import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import {
  SANDBOX_CARD_FIELDS,
  sandboxCardProblems,
  todayInRiyadh,
  type SandboxCardField,
  type SandboxCardInput,
  type SandboxCardProblem,
} from '@estate/contracts';
import { fieldErrorsOf } from '../api/field-errors.js';
import { formatExpiry, groupCardNumber, westernDigits } from '../forms/card-input.js';

const AUTOCOMPLETE: Record<SandboxCardField, string> = {
  cardNumber: 'cc-number',
  expiry: 'cc-exp',
  cvc: 'cc-csc',
  holderName: 'cc-name',
};

const SUFFIX: Record<SandboxCardField, string> = {
  cardNumber: 'card-number',
  expiry: 'card-expiry',
  cvc: 'card-cvc',
  holderName: 'card-holder',
};

/** Each field's input id, after the prefix (the labels and the browser tests rely on them). */
export const sandboxCardIds = (prefix: string): Record<SandboxCardField, string> => ({
  cardNumber: `${prefix}${SUFFIX.cardNumber}`,
  expiry: `${prefix}${SUFFIX.expiry}`,
  cvc: `${prefix}${SUFFIX.cvc}`,
  holderName: `${prefix}${SUFFIX.holderName}`,
});

/** The card as the server takes it: digits in 0-9, no spaces in the number, the name trimmed. */
export function sandboxCardOf(values: Partial<SandboxCardInput>): SandboxCardInput {
  return {
    cardNumber: westernDigits(values.cardNumber ?? '').replace(/\s/g, ''),
    expiry: westernDigits(values.expiry ?? '').trim(),
    cvc: westernDigits(values.cvc ?? '').trim(),
    holderName: (values.holderName ?? '').trim(),
  };
}

const isField = (name: string): name is SandboxCardField => (SANDBOX_CARD_FIELDS as readonly string[]).includes(name);

/**
 * The fields a refused payment names (each with its problem's text, or `fallback`), for the form's setFields; empty
 * when the refusal names none of the card's fields.
 */
export function useSandboxCardRefusal(): (
  error: unknown,
  fallback: string,
) => Array<{ name: SandboxCardField; errors: string[] }> {
  const { t } = useTranslation('common');
  return (error, fallback) =>
    fieldErrorsOf<{ field: string; messages: string[]; problem?: SandboxCardProblem }>(error)
      .filter((entry) => isField(entry.field))
      .map((entry) => ({
        name: entry.field as SandboxCardField,
        errors: [entry.problem ? t(`card.problems.${entry.problem}`) : fallback],
      }));
}

/**
 * The sandbox card's four fields (number, expiry, CVC, the holder's name) inside an antd Form: digits typed in any
 * script read as 0-9, the number grouped by four and the expiry written MM/YY as they are typed, each checked on
 * leaving it as the server checks it (sandboxCardProblems), labels and problems in the page's language.
 */
export function SandboxCardFields({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('common');
  const expiryBefore = useRef('');
  const ids = sandboxCardIds(idPrefix);

  const item = (field: SandboxCardField) => ({
    name: field,
    htmlFor: ids[field],
    label: t(`card.fields.${field}`),
    validateTrigger: 'onBlur',
    rules: [
      {
        validator: (_: unknown, value: string | undefined) => {
          const problem = sandboxCardProblems(
            { [field]: westernDigits(value ?? '') },
            todayInRiyadh().slice(0, 7),
          ).find((found) => found.field === field);
          return problem ? Promise.reject(new Error(t(`card.problems.${problem.problem}`))) : Promise.resolve();
        },
      },
    ],
  });

  return (
    <>
      <Form.Item {...item('cardNumber')} normalize={(value: string) => groupCardNumber(westernDigits(value ?? ''))}>
        <Input
          id={ids.cardNumber}
          dir="ltr"
          inputMode="numeric"
          autoComplete={AUTOCOMPLETE.cardNumber}
          placeholder={t('card.placeholders.cardNumber')}
          maxLength={23}
        />
      </Form.Item>
      <div className="sandbox-card-row">
        <Form.Item
          {...item('expiry')}
          normalize={(value: string) => {
            const next = formatExpiry(westernDigits(value ?? ''), expiryBefore.current);
            expiryBefore.current = next;
            return next;
          }}
        >
          <Input
            id={ids.expiry}
            dir="ltr"
            inputMode="numeric"
            autoComplete={AUTOCOMPLETE.expiry}
            placeholder={t('card.placeholders.expiry')}
            maxLength={5}
          />
        </Form.Item>
        <Form.Item
          {...item('cvc')}
          normalize={(value: string) =>
            westernDigits(value ?? '')
              .replace(/\D/g, '')
              .slice(0, 4)
          }
        >
          <Input
            id={ids.cvc}
            dir="ltr"
            inputMode="numeric"
            autoComplete={AUTOCOMPLETE.cvc}
            placeholder={t('card.placeholders.cvc')}
            maxLength={4}
          />
        </Form.Item>
      </div>
      <Form.Item {...item('holderName')}>
        <Input
          id={ids.holderName}
          autoComplete={AUTOCOMPLETE.holderName}
          placeholder={t('card.placeholders.holderName')}
          maxLength={100}
        />
      </Form.Item>
    </>
  );
}
