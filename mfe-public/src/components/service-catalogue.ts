import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CalculatorOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
} from '@estate/platform/ui';

/** The six services of the company, in the order the site shows them. */
export const serviceCatalogue = [
  { key: 'buyingSelling', Icon: HomeOutlined },
  { key: 'propertyManagement', Icon: AppstoreOutlined },
  { key: 'valuation', Icon: CalculatorOutlined },
  { key: 'auctions', Icon: AuditOutlined },
  { key: 'financialConsulting', Icon: BankOutlined },
  { key: 'legalServices', Icon: SafetyCertificateOutlined },
] as const;
