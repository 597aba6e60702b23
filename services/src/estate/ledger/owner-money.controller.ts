import {
  LEDGER_PERMISSIONS,
  type ManagementAgreement,
  type OwnerLedger,
  type OwnerPayout,
  todayInRiyadh,
} from '@estate/contracts';
import { Body, Controller, Get, Header, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { DocumentRoute } from '../../common/documents/document-route.js';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Permissions } from '../../common/auth/access.decorators.js';
import { type Actor, RequestActor } from '../../common/auth/authenticated-user.js';
import { DocumentsService } from '../../common/documents/documents.service.js';
import { contentDisposition } from '../../common/objects/content-disposition.js';
import { ReceiptQueryDto } from '../payments/dto/payment-input.dto.js';
import { estateIdPipe } from '../shared/estate-errors.js';
import { ManagementAgreementDto, OwnerLedgerQueryDto, OwnerPayoutDto } from './dto/owner-money.dto.js';
import { OwnerMoneyService } from './owner-money.service.js';
import { payoutAdviceFileName } from './payout-advice-pdf.js';
import { payoutNotFound } from './payout-reads.js';

function OwnerId() {
  return Param('id', estateIdPipe('owner'));
}

/**
 * /api/estate/owners/{id}/agreements, /payouts and /ledger: an owner's management agreements, payouts (each with its
 * advice as a PDF) and ledger.
 * Read with estate_ledger_read, written with estate_ledger_write (admin, accountant).
 */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/owners')
export class OwnerMoneyController {
  constructor(
    private readonly money: OwnerMoneyService,
    private readonly documents: DocumentsService,
  ) {}

  @Get(':id/agreements')
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiOkResponse({ description: "The owner's management agreements, the latest first." })
  agreements(@OwnerId() id: string): Promise<ManagementAgreement[]> {
    return this.money.agreements(id);
  }

  @Post(':id/agreements')
  @Permissions(LEDGER_PERMISSIONS.write)
  @ApiCreatedResponse({ description: 'The agreement, in force from its day on collected rent.' })
  setAgreement(
    @OwnerId() id: string,
    @Body() body: ManagementAgreementDto,
    @RequestActor() actor: Actor,
  ): Promise<ManagementAgreement> {
    return this.money.setAgreement(id, body, actor);
  }

  @Get(':id/payouts')
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiOkResponse({ description: "The owner's payouts, the latest first." })
  payouts(@OwnerId() id: string): Promise<OwnerPayout[]> {
    return this.money.payouts(id);
  }

  @Post(':id/payouts')
  @Permissions(LEDGER_PERMISSIONS.write)
  @ApiCreatedResponse({ description: 'The payout, numbered OPO-<year>-NNNNNN, posted to the ledger.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming the field (a transfer needs a valid Saudi IBAN).' })
  @ApiConflictResponse({ description: 'PAYOUT_EXCEEDS_BALANCE (details.balance): more than is held for the owner.' })
  recordPayout(
    @OwnerId() id: string,
    @Body() body: OwnerPayoutDto,
    @RequestActor() actor: Actor,
  ): Promise<OwnerPayout> {
    return this.money.recordPayout(id, body, actor);
  }

  @Get(':id/payouts/:payoutId/advice')
  @DocumentRoute()
  @Permissions(LEDGER_PERMISSIONS.read)
  @Header('cache-control', 'no-store')
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description:
      'OPO-<year>-NNNNNN-<lang>.pdf in ?lang (ar, default; en): the payout advice, with the balance before and after.',
  })
  @ApiNotFoundResponse({ description: 'OWNER_NOT_FOUND; ESTATE_RECORD_NOT_FOUND for a payout not of the owner.' })
  async payoutAdvice(
    @OwnerId() id: string,
    @Param('payoutId', new ParseUUIDPipe({ exceptionFactory: payoutNotFound })) payoutId: string,
    @Query() query: ReceiptQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const lang = query.lang ?? 'ar';
    const advice = await this.money.payoutAdvice(id, payoutId);
    const pdf = await this.documents.render('payoutAdvice', { advice, lang });
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', contentDisposition('attachment', payoutAdviceFileName(advice.payout, lang)));
    return pdf;
  }

  @Get(':id/ledger')
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiOkResponse({
    description: 'Opening balance, collected (net of VAT), fees, expenses, payouts and closing balance, line by line.',
  })
  ledger(@OwnerId() id: string, @Query() query: OwnerLedgerQueryDto): Promise<OwnerLedger> {
    const to = query.to ?? todayInRiyadh();
    return this.money.ledger(id, query.from ?? `${to.slice(0, 4)}-01-01`, to);
  }
}
