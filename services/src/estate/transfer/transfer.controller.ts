import {
  ERROR_CODES,
  ESTATE_ERROR_CODES,
  ESTATE_EXPORT_FILES,
  ESTATE_IMPORT_ENTITIES,
  ESTATE_PERMISSIONS,
  type EstateImportEntity,
  type EstateImportJob,
  type EstateImportResult,
} from '@estate/contracts';
import {
  Controller,
  ForbiddenException,
  Get,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConsumes,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Actor, type AuthenticatedUser, CurrentUser, RequestActor } from '../../common/auth/authenticated-user.js';
import { invalidField } from '../shared/estate-errors.js';
import { ExportContractsDto, ExportPropertiesDto } from './dto/export-query.dto.js';
import { ImportQueryDto } from './dto/import-query.dto.js';
import { EstateExportService } from './estate-export.service.js';
import { EstateImportService, IMPORT_PERMISSIONS } from './estate-import.service.js';
import { receiveImportUpload } from './import-body.js';
import { ExportRoute, sendExport } from './export-route.js';
import { ImportJobsService } from './import-jobs.service.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { IMPORT_LIMIT } from '../../common/rate-limit/route-limits.js';

const forbidden = () => new ForbiddenException({ code: ERROR_CODES.forbidden, message: 'Access denied to this page' });

/** The job id of a job's path; not a UUID reads as no such job. */
function JobId() {
  return Param(
    'id',
    new ParseUUIDPipe({
      exceptionFactory: () =>
        new NotFoundException({ code: ESTATE_ERROR_CODES.importJobNotFound, message: 'No such import job' }),
    }),
  );
}

/**
 * Spreadsheets of the estate back office: properties-export and contracts-export (CSV or XLSX, the list's filters,
 * headers in the language asked), and imports of owners, tenants, properties, units and contracts (a dry run, then
 * a commit; a big commit as a job). Exports need the list's read permission; an import, the write permission of
 * the records it writes; a job is read by the account that started it. owners- and tenants-export are routes of the
 * people controller, written by the same export service.
 */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate')
export class EstateTransferController {
  constructor(
    private readonly exports: EstateExportService,
    private readonly imports: EstateImportService,
    private readonly jobs: ImportJobsService,
  ) {}

  @ExportRoute('properties/export', ESTATE_PERMISSIONS.propertiesRead, ESTATE_EXPORT_FILES.properties)
  async exportProperties(
    @Query() query: ExportPropertiesDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { format, lang, ...filters } = query;
    return sendExport(reply, await this.exports.properties(filters, format ?? 'csv', lang ?? 'ar'));
  }

  @ExportRoute('contracts/export', ESTATE_PERMISSIONS.contractsRead, ESTATE_EXPORT_FILES.contracts)
  async exportContracts(
    @Query() query: ExportContractsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { format, lang, ...filters } = query;
    return sendExport(reply, await this.exports.contracts(filters, format ?? 'csv', lang ?? 'ar'));
  }

  @Post('import/:entity')
  @RateLimit(IMPORT_LIMIT)
  @ApiParam({ name: 'entity', enum: ESTATE_IMPORT_ENTITIES })
  @ApiConsumes('multipart/form-data', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse({ description: 'EstateImportResult: the dry run verdict per row (ar and en), or the rows imported.' })
  @ApiAcceptedResponse({ description: 'A commit of more than ESTATE_IMPORT_SYNC_ROWS rows: its jobId to poll.' })
  @ApiBadRequestResponse({ description: 'IMPORT_FILE_INVALID (type, columns, no rows), IMPORT_TOO_MANY_ROWS.' })
  @ApiPayloadTooLargeResponse({ description: 'IMPORT_FILE_INVALID: the file is larger than 20 MB.' })
  async import(
    @Param('entity') entity: string,
    @Query() query: ImportQueryDto,
    @Req() request: FastifyRequest,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EstateImportResult> {
    // Access first (the route's permission depends on what is imported), then the file, read only now.
    const known = (ESTATE_IMPORT_ENTITIES as readonly string[]).includes(entity);
    const permission = known ? IMPORT_PERMISSIONS[entity as EstateImportEntity] : ESTATE_PERMISSIONS.propertiesWrite;
    if (!user.permissions.includes(permission)) throw forbidden();
    if (!known) throw invalidField('entity', `entity must be one of ${ESTATE_IMPORT_ENTITIES.join(', ')}`);
    const upload = await receiveImportUpload(request);
    const answer = await this.imports.import(
      entity as EstateImportEntity,
      query.mode ?? 'dry-run',
      upload,
      user,
      actor,
    );
    reply.status(answer.status);
    return answer.body;
  }

  @Get('import/jobs/:id')
  @ApiOkResponse({ description: 'EstateImportJob: its progress, then its result or why it failed.' })
  @ApiNotFoundResponse({ description: 'IMPORT_JOB_NOT_FOUND (also for a job another account started).' })
  job(@JobId() id: string, @CurrentUser() user: AuthenticatedUser): Promise<EstateImportJob> {
    const importer = Object.values(IMPORT_PERMISSIONS).some((permission) => user.permissions.includes(permission));
    if (!importer) throw forbidden();
    return this.jobs.get(id, user.id);
  }
}
