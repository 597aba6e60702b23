import { UploadFailedError } from '../api/upload-object';
import {
  canRetryUpload,
  patchUpload,
  pickedUpload,
  rejectUploads,
  storedUploads,
  uploadedUrls,
  uploadFailureOfError,
  uploadStatusLabel,
  type UploadItem,
} from './upload-items';

const pdf = new File(['%PDF'], 'deed.pdf', { type: 'application/pdf' });

describe('upload items', () => {
  it('lists stored files as uploaded, and a picked file as uploading with its name', () => {
    expect(storedUploads([{ url: '/api/objects/a', name: 'a.png' }])).toEqual([
      { id: 'stored-0', name: 'a.png', status: 'done', url: '/api/objects/a' },
    ]);
    expect(pickedUpload('upload-1', pdf)).toEqual({ id: 'upload-1', name: 'deed.pdf', status: 'uploading', file: pdf });
  });

  it('changes one item only', () => {
    const items = [pickedUpload('upload-1', pdf), pickedUpload('upload-2', pdf)];
    const next = patchUpload(items, 'upload-2', { status: 'done', url: '/api/objects/b' });
    expect(next.map((item) => [item.id, item.status, item.url])).toEqual([
      ['upload-1', 'uploading', undefined],
      ['upload-2', 'done', '/api/objects/b'],
    ]);
    expect(next[0]).toBe(items[0]);
  });

  it('marks the files a sent form was refused for, by their URL', () => {
    const items: UploadItem[] = [
      { id: 'a', name: 'a.png', status: 'done', url: '/api/objects/a' },
      { id: 'b', name: 'b.png', status: 'done', url: '/api/objects/b' },
      { id: 'c', name: 'c.png', status: 'uploading' },
    ];
    const next = rejectUploads(items, [{ url: '/api/objects/b', rejection: 'unsupportedType' }]);
    expect(next.map((item) => [item.id, item.status, item.failure])).toEqual([
      ['a', 'done', undefined],
      ['b', 'error', 'unsupportedType'],
      ['c', 'uploading', undefined],
    ]);
  });

  it('sends the URLs of the uploaded files only, in their order', () => {
    const items: UploadItem[] = [
      { id: 'a', name: 'a', status: 'done', url: '/1' },
      { id: 'b', name: 'b', status: 'uploading' },
      { id: 'c', name: 'c', status: 'error', url: '/3', failure: 'rejected' },
      { id: 'd', name: 'd', status: 'done', url: '/4' },
    ];
    expect(uploadedUrls(items)).toEqual(['/1', '/4']);
  });

  it('reads why an upload failed, anything unexplained as failed', () => {
    expect(uploadFailureOfError(new UploadFailedError('tooLarge'))).toBe('tooLarge');
    expect(uploadFailureOfError(new UploadFailedError('network'))).toBe('network');
    expect(uploadFailureOfError(new Error('boom'))).toBe('failed');
  });

  it('reads a file refused for what it is as refused, other states as they are', () => {
    expect(uploadStatusLabel({ status: 'error', failure: 'unsupportedType' })).toBe('refused');
    expect(uploadStatusLabel({ status: 'error', failure: 'rejected' })).toBe('refused');
    expect(uploadStatusLabel({ status: 'error', failure: 'network' })).toBe('error');
    expect(uploadStatusLabel({ status: 'error', failure: 'tooLarge' })).toBe('error');
    expect(uploadStatusLabel({ status: 'uploading' })).toBe('uploading');
    expect(uploadStatusLabel({ status: 'done' })).toBe('done');
  });

  it('offers a retry only for a file still here that failed on the way', () => {
    const failed = (failure: UploadItem['failure']) => canRetryUpload({ status: 'error', failure, file: pdf });
    expect(failed('network')).toBe(true);
    expect(failed('failed')).toBe(true);
    expect(failed('expired')).toBe(true);
    expect(failed('tooLarge')).toBe(false);
    expect(failed('unsupportedType')).toBe(false);
    expect(failed('rejected')).toBe(false);
    expect(failed(undefined)).toBe(false);
    expect(canRetryUpload({ status: 'error', failure: 'network' })).toBe(false);
    expect(canRetryUpload({ status: 'uploading', file: pdf })).toBe(false);
    expect(canRetryUpload({ status: 'done', file: pdf })).toBe(false);
  });
});
