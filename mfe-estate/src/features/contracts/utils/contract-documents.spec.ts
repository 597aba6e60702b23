import { ApiError } from '@estate/platform';
import { DOCUMENT_ACCEPT, refusedDocuments, screenDocuments } from './contract-documents';

const file = (name: string, size = 1000) => ({ name, size });

describe('contract documents as picked and refused', () => {
  it('offers PDF, Word and image files in the picker', () => {
    expect(DOCUMENT_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.gif']),
    );
  });

  it('takes PDF, Word and image files, and refuses other names, empty and oversized files, and those beyond the count', () => {
    const limits = { maxFiles: 3, maxBytes: 5000 };
    const { accepted, refused } = screenDocuments(
      [
        file('contract.PDF'),
        file('annex.docx'),
        file('notes.txt'),
        file('empty.doc', 0),
        file('scan.png', 6000),
        file('id.jpg'),
        file('more.pdf'),
      ],
      1,
      limits,
    );
    expect(accepted.map((picked) => picked.name)).toEqual(['contract.PDF', 'annex.docx']);
    expect(refused.map(({ file: picked, reason }) => [picked.name, reason])).toEqual([
      ['notes.txt', 'type'],
      ['empty.doc', 'empty'],
      ['scan.png', 'size'],
      ['id.jpg', 'count'],
      ['more.pdf', 'count'],
    ]);
  });

  it('names the documents a save was refused for by the URLs sent, and nothing for another refusal', () => {
    const sent = ['/api/objects/a', '/api/objects/b', '/api/objects/c'];
    const body = (code: string, details: unknown) => JSON.stringify({ statusCode: 400, code, message: 'x', details });
    const refusal = new ApiError(
      400,
      body('INVALID_CONTRACT_DOCUMENT', [
        { field: 'documents.2', index: 2, fileName: 'c.pdf', reason: 'type_not_allowed', messages: ['no'] },
        { field: 'documents.0', index: 0, fileName: 'a.pdf', reason: 'not_found', messages: ['no'] },
      ]),
      'Bad Request',
    );
    expect(refusedDocuments(refusal, sent)).toEqual([
      { url: '/api/objects/c', rejection: 'unsupportedType' },
      { url: '/api/objects/a', rejection: 'rejected' },
    ]);
    const other = new ApiError(400, body('VALIDATION_FAILED', [{ field: 'documents.1', messages: ['no'] }]), 'x');
    expect(refusedDocuments(other, sent)).toEqual([]);
    expect(refusedDocuments(new Error('offline'), sent)).toEqual([]);
  });
});
