import { Injectable } from '@nestjs/common';
import { ContractInvoiceWriter } from './contract-invoice-writer.js';

export type { ContractTerms } from './contract-invoice-writer.js';

/** The contract invoice writer as the estate module's provider (see ContractInvoiceWriter). */
@Injectable()
export class InvoiceIssuer extends ContractInvoiceWriter {}
