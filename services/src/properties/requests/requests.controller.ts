import type { RequestReceipt } from '@estate/contracts';
import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/access.decorators.js';
import { type Actor, RequestActor } from '../../common/auth/authenticated-user.js';
import { requestOrigin } from '../../common/http/request-origin.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { CreateContactMessageDto } from './dto/create-contact-message.dto.js';
import { CreateInquiryDto } from './dto/create-inquiry.dto.js';
import { CreateServiceRequestDto } from './dto/create-service-request.dto.js';
import { RequestsService } from './requests.service.js';

/** Forms of one kind accepted from one client address within SUBMISSION_WINDOW_SECONDS. */
export const SUBMISSION_LIMIT = 20;
export const SUBMISSION_WINDOW_SECONDS = 10 * 60;

/** Holds back floods of public forms: each kind has its own allowance per client address. */
const formLimit = (kind: 'inquiry' | 'contact' | 'service_request') =>
  RateLimit({
    name: `form:${kind}`,
    by: 'address',
    limit: SUBMISSION_LIMIT,
    windowSeconds: SUBMISSION_WINDOW_SECONDS,
    message: 'Too many forms sent from this address. Try again later.',
  });

/** The public site's forms. Each answers 201 with a receipt; 429 when one address sends too many. */
@ApiTags('requests')
@Public()
@Controller()
export class RequestsController {
  constructor(private readonly requests: RequestsService) {}

  @Post('inquiries')
  @formLimit('inquiry')
  @ApiCreatedResponse({ description: 'The inquiry is stored with status new: `{ id, status, createdAt }`.' })
  @ApiNotFoundResponse({ description: 'PROPERTY_NOT_FOUND: no active property with this id.' })
  createInquiry(@Body() dto: CreateInquiryDto, @RequestActor() actor: Actor): Promise<RequestReceipt> {
    return this.requests.createInquiry(dto, actor);
  }

  @Post('contact')
  @formLimit('contact')
  @ApiCreatedResponse({ description: 'The message is stored with status new: `{ id, status, createdAt }`.' })
  createContactMessage(@Body() dto: CreateContactMessageDto, @RequestActor() actor: Actor): Promise<RequestReceipt> {
    return this.requests.createContactMessage(dto, actor);
  }

  @Post('service-requests')
  @formLimit('service_request')
  @ApiCreatedResponse({ description: 'The request is stored with status new: `{ id, status, createdAt }`.' })
  @ApiBadRequestResponse({
    description: 'INVALID_ATTACHMENT: an attachment is not an uploaded file of an accepted type.',
  })
  createServiceRequest(
    @Body() dto: CreateServiceRequestDto,
    @RequestActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<RequestReceipt> {
    return this.requests.createServiceRequest(dto, actor, requestOrigin(request));
  }
}
