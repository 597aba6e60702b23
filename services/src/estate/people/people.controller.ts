import { ESTATE_EXPORT_FILES, ESTATE_PERMISSIONS, type EstateList, type EstateOption } from '@estate/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Patch,
  Post,
  Query,
  Res,
  type Type,
} from '@nestjs/common';
import { PARAMTYPES_METADATA } from '@nestjs/common/constants.js';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Permissions } from '../../common/auth/access.decorators.js';
import { type Actor, RequestActor } from '../../common/auth/authenticated-user.js';
import { estateIdPipe } from '../shared/estate-errors.js';
import { EstateOptionsQueryDto } from '../shared/estate-fields.js';
import { ExportOwnersDto, type ExportOptions, ExportTenantsDto } from '../transfer/dto/export-query.dto.js';
import { EstateExportService } from '../transfer/estate-export.service.js';
import { ExportRoute, sendExport } from '../transfer/export-route.js';
import { ListOwnersDto, ListTenantsDto } from './dto/list-people.dto.js';
import {
  OwnerInputDto,
  OwnerUpdateDto,
  type PersonInputDto,
  TenantInputDto,
  TenantUpdateDto,
} from './dto/person-input.dto.js';
import { OwnersService, type PeopleService, TenantsService } from './people.service.js';
import type { PeopleQuery, PersonRecord } from './person-kind.js';

/**
 * The DTO classes of a route's parameters. A method of a generic class has no class to name in its parameters'
 * types, so TypeScript records `Object` and the validation pipe would pass the input through unchecked: this names
 * the classes it validates and transforms into.
 */
const Validates =
  (...types: unknown[]): MethodDecorator =>
  (target, key) =>
    Reflect.defineMetadata(PARAMTYPES_METADATA, types, target, key);

type ExportQuery<TQuery> = Omit<TQuery, 'page' | 'limit'> & ExportOptions;

/** What differs between the owners' and the tenants' routes. */
interface PeopleRoutes<
  TPerson extends PersonRecord,
  TSummary,
  TQuery extends PeopleQuery,
  TInput extends PersonInputDto,
> {
  record: 'owner' | 'tenant';
  path: 'owners' | 'tenants';
  read: string;
  service: Type<PeopleService<TPerson, TSummary, TQuery, TInput>>;
  list: Type<TQuery>;
  input: Type<TInput>;
  update: Type<Partial<TInput>>;
  /** The export: its query and its file's name (EstateExportService.peopleFile writes it). */
  exportQuery: Type<ExportQuery<TQuery>>;
  exportFile: string;
  docs: { list: string; summary: string; options: string; get: string; removeBlocked: string };
}

/**
 * /api/estate/owners and /api/estate/tenants: read (the list, its summary, options and export, a record) with the
 * kind's read permission (admin, property_manager and accountant), written by admin and property_manager.
 */
function peopleController<
  TPerson extends PersonRecord,
  TSummary,
  TQuery extends PeopleQuery,
  TInput extends PersonInputDto,
>(routes: PeopleRoutes<TPerson, TSummary, TQuery, TInput>) {
  const PersonId = () => Param('id', estateIdPipe(routes.record));
  const notFound = `${routes.record.toUpperCase()}_NOT_FOUND`;

  @ApiTags('estate')
  @ApiCookieAuth()
  @Controller(`estate/${routes.path}`)
  class PeopleController {
    constructor(
      @Inject(routes.service) readonly people: PeopleService<TPerson, TSummary, TQuery, TInput>,
      @Inject(EstateExportService) readonly exports: EstateExportService,
    ) {}

    @Get()
    @Permissions(routes.read)
    @ApiOkResponse({ description: routes.docs.list })
    @Validates(routes.list)
    list(@Query() query: TQuery): Promise<EstateList<TPerson>> {
      return this.people.list(query);
    }

    @Get('summary')
    @Permissions(routes.read)
    @ApiOkResponse({ description: routes.docs.summary })
    @Validates(routes.list)
    summary(@Query() query: TQuery): Promise<TSummary> {
      return this.people.summary(query);
    }

    @Get('options')
    @Permissions(routes.read)
    @ApiOkResponse({ description: routes.docs.options })
    options(@Query() query: EstateOptionsQueryDto): Promise<EstateOption[]> {
      return this.people.options(query.q, query.limit);
    }

    @ExportRoute('export', routes.read, routes.exportFile)
    @Validates(routes.exportQuery, Object)
    async export(
      @Query() query: ExportQuery<TQuery>,
      @Res({ passthrough: true }) reply: FastifyReply,
    ): Promise<Buffer> {
      const { format, lang, ...filters } = query;
      return sendExport(reply, await this.exports.peopleFile(routes.path, filters, format ?? 'csv', lang ?? 'ar'));
    }

    @Get(':id')
    @Permissions(routes.read)
    @ApiOkResponse({ description: routes.docs.get })
    @ApiNotFoundResponse({ description: notFound })
    get(@PersonId() id: string): Promise<TPerson> {
      return this.people.get(id);
    }

    @Post()
    @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
    @ApiCreatedResponse({ description: `The new ${routes.record}.` })
    @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (national ID, phone...), ESTATE_INVALID_USER_LINK.' })
    @ApiConflictResponse({ description: 'NATIONAL_ID_TAKEN, ESTATE_USER_ALREADY_LINKED.' })
    @Validates(routes.input, Object)
    create(@Body() input: TInput, @RequestActor() actor: Actor): Promise<TPerson> {
      return this.people.create(input, actor);
    }

    @Patch(':id')
    @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
    @ApiOkResponse({ description: `The ${routes.record} as saved.` })
    @ApiNotFoundResponse({ description: notFound })
    @ApiConflictResponse({ description: 'NATIONAL_ID_TAKEN, ESTATE_USER_ALREADY_LINKED.' })
    @Validates(String, routes.update, Object)
    update(@PersonId() id: string, @Body() input: Partial<TInput>, @RequestActor() actor: Actor): Promise<TPerson> {
      return this.people.update(id, input, actor);
    }

    @Delete(':id')
    @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
    @HttpCode(HttpStatus.NO_CONTENT)
    @ApiNoContentResponse({ description: 'Deleted.' })
    @ApiConflictResponse({ description: `ESTATE_DELETE_BLOCKED: ${routes.docs.removeBlocked}.` })
    @ApiNotFoundResponse({ description: notFound })
    async remove(@PersonId() id: string, @RequestActor() actor: Actor): Promise<void> {
      await this.people.remove(id, actor);
    }
  }
  // OwnersController, TenantsController: the name the API's documentation and logs know it by.
  const name = `${routes.path[0]!.toUpperCase()}${routes.path.slice(1)}Controller`;
  return Object.defineProperty(PeopleController, 'name', { value: name });
}

export const OwnersController = peopleController({
  record: 'owner',
  path: 'owners',
  read: ESTATE_PERMISSIONS.ownersRead,
  service: OwnersService,
  list: ListOwnersDto,
  input: OwnerInputDto,
  update: OwnerUpdateDto,
  exportQuery: ExportOwnersDto,
  exportFile: ESTATE_EXPORT_FILES.owners,
  docs: {
    list: '`{ items, total, page, limit }`: ?q (name, email, phone, national ID), ?city, ?status.',
    summary: 'Total and active owners, their monthly income and properties (the list filters).',
    options: 'Owners for a picker, active first; ?q narrows.',
    get: 'The owner with their figures.',
    removeBlocked: 'the owner owns properties or contracts name them',
  },
});

export const TenantsController = peopleController({
  record: 'tenant',
  path: 'tenants',
  read: ESTATE_PERMISSIONS.tenantsRead,
  service: TenantsService,
  list: ListTenantsDto,
  input: TenantInputDto,
  update: TenantUpdateDto,
  exportQuery: ExportTenantsDto,
  exportFile: ESTATE_EXPORT_FILES.tenants,
  docs: {
    list: '`{ items, total, page, limit }`: ?q (name, email, phone, national ID, unit number), ?city, ?status, ?paymentStatus.',
    summary: 'Total and active tenants, late payments, the rent of active tenants (the list filters).',
    options: 'Tenants for a picker; ?q narrows.',
    get: 'The tenant with their contract, rent, balance and payment status.',
    removeBlocked: 'contracts name the tenant',
  },
});
