import { useTranslation } from 'react-i18next';
import { DEPOSIT_HOLDERS, EJAR_CONTRACT_NUMBER_PATTERN } from '@estate/contracts';
import { Input, Select } from '@estate/platform/ui-extra';
import { DatePicker } from '@estate/platform/ui-date';
import { Form } from '@estate/platform/ui-form';
import { calendarDateProps, datePickerProps, FormSection, HijriOfField } from '../../../components/form-parts.js';

/**
 * A contract as Ejar registers it: its Ejar contract number (8-20 digits), the day it was registered (with the Hijri
 * date beside it), and who holds the deposit: Ejar (a residential lease's, by default) or the company. A deposit Ejar
 * holds is paid to Ejar: the company bills none of it. The renew form asks the number and day only (`depositHolder`
 * false): a renewal keeps its deposit's holder.
 */
export function EjarFields({ depositHolder = true }: { depositHolder?: boolean }) {
  const { t } = useTranslation('estate');
  return (
    <FormSection title={t('contracts.ejar.section')}>
      <Form.Item
        name="ejarContractNumber"
        label={t('contracts.ejar.number')}
        rules={[{ pattern: EJAR_CONTRACT_NUMBER_PATTERN, message: t('contracts.ejar.numberFormat') }]}
        normalize={(value?: string) => value?.replace(/\s+/g, '')}
      >
        <Input
          maxLength={20}
          dir="ltr"
          inputMode="numeric"
          placeholder="20123456789"
          data-testid="contract-ejar-number"
        />
      </Form.Item>
      <Form.Item
        name="ejarRegisteredOn"
        label={t('contracts.ejar.registeredOn')}
        extra={<HijriOfField name="ejarRegisteredOn" />}
        {...calendarDateProps}
      >
        <DatePicker className="estate-number" {...datePickerProps} />
      </Form.Item>
      {depositHolder ? (
        <Form.Item
          name="depositHolder"
          label={t('contracts.ejar.depositHolder')}
          extra={t('contracts.ejar.depositHolderHint')}
        >
          <Select
            allowClear
            placeholder={t('contracts.ejar.depositHolderDefault')}
            options={DEPOSIT_HOLDERS.map((value) => ({ value, label: t(`contracts.ejar.holders.${value}`) }))}
            data-testid="contract-deposit-holder"
          />
        </Form.Item>
      ) : null}
    </FormSection>
  );
}
