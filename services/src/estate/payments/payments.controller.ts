import {
  type EjarRentRule,
  type EstateList,
  PAYMENT_ERROR_CODES,
  PAYMENT_PERMISSIONS,
  type PaymentInvoice,
  type PaymentInvoiceDetail,
  type PaymentSummary,
  type ReminderResult,
} from '@estate/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  Headers,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { DocumentRoute } from '../../common/documents/document-route.js';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { Permissions } from '../../common/auth/access.decorators.js';
import { type Actor, type AuthenticatedUser, CurrentUser, RequestActor } from '../../common/auth/authenticated-user.js';
import { DocumentsService } from '../../common/documents/documents.service.js';
import { IDEMPOTENT_REPLAYED_HEADER, idempotencyKeyOf } from '../../common/http/idempotency-key.js';
import { requestOrigin } from '../../common/http/request-origin.js';
import { contentDisposition } from '../../common/objects/content-disposition.js';
import { EXPORT_MAX_ROWS } from '../transfer/estate-export.service.js';
import { ListPaymentsDto } from './dto/list-payments.dto.js';
import {
  ExportPaymentsDto,
  MarkPaidDto,
  ReceiptQueryDto,
  RecordPaymentDto,
  RefundDto,
  UpdateInvoiceDto,
} from './dto/payment-input.dto.js';
import { readEjarRule } from './ejar-channel.js';
import { paymentsExport } from './payments-export.js';
import { PaymentQueries } from './payment-queries.js';
import { type RecordedPayment, PaymentsService } from './payments.service.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { REMINDER_LIMIT } from '../../common/rate-limit/route-limits.js';

const idPipe = (code: string, what: string) =>
  new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException({ code, message: `No such ${what}` }) });
const InvoiceId = () => Param('id', idPipe(PAYMENT_ERROR_CODES.invoiceNotFound, 'invoice'));
const PaymentId = () => Param('id', idPipe(PAYMENT_ERROR_CODES.paymentNotFound, 'payment'));

/** A payment step's answer: `status` when it recorded the payment, 200 with Idempotent-Replayed for a repeated key. */
async function sendRecorded(reply: FastifyReply, recorded: RecordedPayment, status: HttpStatus): Promise<void> {
  if (recorded.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  await reply.status(recorded.replayed ? HttpStatus.OK : status).send(recorded.invoice satisfies PaymentInvoiceDetail);
}

const PAY_REFUSALS = 'PAYMENT_EXCEEDS_OUTSTANDING (details.outstanding), INVOICE_CLOSED (paid or cancelled already).';

/**
 * /api/estate/payments and /api/estate/invoices: invoices with what was paid on them, payments, refunds, reminders
 * and receipts. Read with estate_payments_read, written with estate_payments_write (admin, property_manager,
 * accountant).
 */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly queries: PaymentQueries,
    private readonly documents: DocumentsService,
    private readonly dataSource: DataSource,
  ) {}

  @Get('payments')
  @Permissions(PAYMENT_PERMISSIONS.read)
  @ApiOkResponse({
    description:
      '`{ items, total, page, limit }` of invoices: ?q (invoice or contract number, tenant, property), ?tab (all, ' +
      'due, overdue, paid), ?status, ?type, ?propertyId, ?sort, ?order; without ?sort, overdue invoices first, then ' +
      'by due date, soonest first.',
  })
  list(@Query() query: ListPaymentsDto): Promise<EstateList<PaymentInvoice>> {
    return this.queries.list(query);
  }

  @Get('payments/summary')
  @Permissions(PAYMENT_PERMISSIONS.read)
  @ApiOkResponse({ description: 'Count, paid, overdue (with late fees) and pending amounts over the list filters.' })
  summary(@Query() query: ListPaymentsDto): Promise<PaymentSummary> {
    return this.queries.summary(query);
  }

  @Get('payments/ejar-rule')
  @Permissions(PAYMENT_PERMISSIONS.read)
  @ApiOkResponse({
    description:
      'The rule the checkout and the tenant portal follow, as stored with the lease settings: residential rent due ' +
      'from `since` is paid through Ejar (SADAD biller `sadadBiller`, mada in the Ejar app), with its source in ' +
      'Arabic and English.',
  })
  ejarRule(): Promise<EjarRentRule> {
    return readEjarRule(this.dataSource);
  }

  @Get('payments/export')
  @DocumentRoute()
  @Permissions(PAYMENT_PERMISSIONS.read)
  @Header('cache-control', 'no-store')
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse({ description: 'payments-export.csv (UTF-8 with a byte-order mark) or .xlsx: the list filters.' })
  async export(@Query() query: ExportPaymentsDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const { format, lang, ...filters } = query;
    const { items } = await this.queries.list({ ...filters, page: 1, limit: EXPORT_MAX_ROWS } as ListPaymentsDto);
    const file = await paymentsExport(items, format ?? 'csv', lang ?? 'ar', this.documents);
    reply.header('content-type', file.contentType);
    reply.header('content-disposition', contentDisposition('attachment', file.fileName));
    return file.bytes;
  }

  @Get('payments/:id/receipt')
  @DocumentRoute()
  @Permissions(PAYMENT_PERMISSIONS.read)
  @Header('cache-control', 'no-store')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The receipt of a payment or refund as a PDF, in Arabic (default) or English.' })
  @ApiNotFoundResponse({ description: 'PAYMENT_NOT_FOUND' })
  async receipt(
    @PaymentId() id: string,
    @Query() query: ReceiptQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const lang = query.lang ?? 'ar';
    const { payment, invoice } = await this.queries.receiptFacts(id);
    const bytes = await this.documents.render('receipt', { payment, invoice, lang });
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', contentDisposition('attachment', `${payment.receiptNumber}-${lang}.pdf`));
    return bytes;
  }

  @Post('payments/:id/refund')
  @Permissions(PAYMENT_PERMISSIONS.write)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The invoice after the refund (pending or overdue again below its total).' })
  @ApiConflictResponse({ description: 'REFUND_EXCEEDS_PAID (details.refundable), PAYMENT_NOT_REFUNDABLE.' })
  @ApiNotFoundResponse({ description: 'PAYMENT_NOT_FOUND' })
  refund(
    @PaymentId() id: string,
    @Body() input: RefundDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
  ): Promise<PaymentInvoiceDetail> {
    return this.payments.refund(id, input, user.id, actor);
  }

  @Get('invoices/:id')
  @Permissions(PAYMENT_PERMISSIONS.read)
  @ApiOkResponse({ description: 'The invoice with its payments and refunds and its penalty invoice.' })
  @ApiNotFoundResponse({ description: 'INVOICE_NOT_FOUND' })
  get(@InvoiceId() id: string): Promise<PaymentInvoiceDetail> {
    return this.queries.get(id);
  }

  @Post('invoices/:id/payments')
  @Permissions(PAYMENT_PERMISSIONS.write)
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A retried request with it counts once.' })
  @ApiCreatedResponse({ description: 'The invoice with the payment; paid (and its penalty issued) at its total.' })
  @ApiOkResponse({ description: 'The invoice again for a repeated Idempotency-Key (Idempotent-Replayed).' })
  @ApiBadRequestResponse({
    description: 'VALIDATION_FAILED (amount, method, paidOn, Idempotency-Key...), INVALID_PAYMENT_RECEIPT.',
  })
  @ApiConflictResponse({ description: PAY_REFUSALS })
  @ApiNotFoundResponse({ description: 'INVOICE_NOT_FOUND' })
  @ApiUnprocessableEntityResponse({ description: 'IDEMPOTENCY_KEY_REUSED: the key was used for another payment.' })
  async record(
    @InvoiceId() id: string,
    @Body() input: RecordPaymentDto,
    @Headers('idempotency-key') key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const recorded = await this.payments.recordOnce(
      id,
      input,
      user.id,
      actor,
      requestOrigin(request),
      idempotencyKeyOf(key),
    );
    await sendRecorded(reply, recorded, HttpStatus.CREATED);
  }

  @Post('invoices/:id/mark-paid')
  @Permissions(PAYMENT_PERMISSIONS.write)
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A retried request with it counts once.' })
  @ApiOkResponse({
    description: 'The invoice, paid: what was left recorded as one payment (Idempotent-Replayed again).',
  })
  @ApiConflictResponse({ description: PAY_REFUSALS })
  @ApiNotFoundResponse({ description: 'INVOICE_NOT_FOUND' })
  @ApiUnprocessableEntityResponse({ description: 'IDEMPOTENCY_KEY_REUSED: the key was used for another payment.' })
  async markPaid(
    @InvoiceId() id: string,
    @Body() input: MarkPaidDto,
    @Headers('idempotency-key') key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendRecorded(
      reply,
      await this.payments.payInFull(id, input, user.id, actor, idempotencyKeyOf(key)),
      HttpStatus.OK,
    );
  }

  @Post('invoices/:id/reminder')
  @RateLimit(REMINDER_LIMIT)
  @Permissions(PAYMENT_PERMISSIONS.write)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Mailed to the tenant (both languages) and notified to their account if linked.' })
  @ApiConflictResponse({ description: 'INVOICE_CLOSED, TENANT_HAS_NO_EMAIL.' })
  @ApiTooManyRequestsResponse({ description: 'REMINDER_TOO_SOON: one reminder per invoice per hour.' })
  @ApiNotFoundResponse({ description: 'INVOICE_NOT_FOUND' })
  remind(@InvoiceId() id: string, @RequestActor() actor: Actor): Promise<ReminderResult> {
    return this.payments.remind(id, actor);
  }

  @Patch('invoices/:id')
  @Permissions(PAYMENT_PERMISSIONS.write)
  @ApiOkResponse({ description: 'The invoice with its new due date, amount (VAT and total reckoned again) and notes.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (dueDate, netAmount, notes).' })
  @ApiConflictResponse({ description: 'INVOICE_NOT_EDITABLE (details.reason: paid, cancelled, has_payments).' })
  @ApiNotFoundResponse({ description: 'INVOICE_NOT_FOUND' })
  update(
    @InvoiceId() id: string,
    @Body() input: UpdateInvoiceDto,
    @RequestActor() actor: Actor,
  ): Promise<PaymentInvoiceDetail> {
    return this.payments.update(id, input, actor);
  }

  @Delete('invoices/:id')
  @Permissions(PAYMENT_PERMISSIONS.write)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Cancelled (an invoice is never deleted: it keeps its number).' })
  @ApiConflictResponse({ description: 'INVOICE_NOT_CANCELLABLE (details.reason: paid, cancelled, has_payments).' })
  @ApiNotFoundResponse({ description: 'INVOICE_NOT_FOUND' })
  async cancel(@InvoiceId() id: string, @RequestActor() actor: Actor): Promise<void> {
    await this.payments.cancel(id, actor);
  }
}
