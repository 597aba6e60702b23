import { Injectable } from '@nestjs/common';

/** The account a record concerns today (the tenant linked to a payment's contract...), or null: none. */
export type PersonOfRecord = (recordId: string) => Promise<string | null>;

/**
 * Who besides staff may read the files a kind of record keeps, asked of the record at each download rather than
 * fixed when the file was kept: the module owning the record registers how to find the person it concerns now, so
 * unlinking a tenant's account takes their receipts and photos from them at once, and linking one gives them. A kind
 * with nothing registered keeps the person stored with the file.
 */
@Injectable()
export class RecordReaders {
  private readonly people = new Map<string, PersonOfRecord>();

  register(recordKind: string, personOf: PersonOfRecord): void {
    this.people.set(recordKind, personOf);
  }

  /** The person the record concerns now; `stored` when its kind has no rule. */
  async personOf(record: { kind: string | null; id: string | null }, stored: string | null): Promise<string | null> {
    const personOf = record.kind && record.id ? this.people.get(record.kind) : undefined;
    return personOf ? personOf(record.id!) : stored;
  }
}
