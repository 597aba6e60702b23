import { UploadFailedError } from '../api/upload-object';
import { createUploadQueue, type UploadQueueOptions } from './upload-queue';

interface Sent {
  file: File;
  signal: AbortSignal;
  resolve: (url: string) => void;
  reject: (error: unknown) => void;
}

/** An upload function whose calls are answered by the test, in any order. */
function fakeUploads() {
  const sent: Sent[] = [];
  const upload: UploadQueueOptions['upload'] = (file, signal) =>
    new Promise<string>((resolve, reject) => {
      sent.push({ file, signal, resolve, reject });
    });
  return { sent, upload };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const picked = (name: string) => new File(['bytes'], name);
const states = (queue: ReturnType<typeof createUploadQueue>) =>
  queue.getItems().map(({ name, status, url, failure }) => ({ name, status, url, failure }));

describe('upload queue', () => {
  it('lists stored files first, uploads what is added at once, and marks each as it ends', async () => {
    const { sent, upload } = fakeUploads();
    const uploaded = jest.fn();
    const failed = jest.fn();
    const queue = createUploadQueue({ upload, onUploaded: uploaded, onFailed: failed }, [
      { url: '/api/objects/old', name: 'old.png' },
    ]);
    const changes = jest.fn();
    queue.subscribe(changes);

    queue.add([picked('a.png'), picked('b.png')]);
    expect(sent.map(({ file }) => file.name)).toEqual(['a.png', 'b.png']);
    expect(states(queue).map(({ status }) => status)).toEqual(['done', 'uploading', 'uploading']);
    const ids = queue.getItems().map(({ id }) => id);
    expect(new Set(ids).size).toBe(3);

    sent[1]!.resolve('/api/objects/b');
    sent[0]!.reject(new UploadFailedError('network'));
    await settle();
    expect(states(queue)).toEqual([
      { name: 'old.png', status: 'done', url: '/api/objects/old', failure: undefined },
      { name: 'a.png', status: 'error', url: undefined, failure: 'network' },
      { name: 'b.png', status: 'done', url: '/api/objects/b', failure: undefined },
    ]);
    expect(uploaded).toHaveBeenCalledWith(expect.objectContaining({ name: 'b.png', status: 'done' }));
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ name: 'a.png', failure: 'network' }));
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('keeps the same list until something changes', () => {
    const queue = createUploadQueue(fakeUploads());
    const before = queue.getItems();
    expect(queue.getItems()).toBe(before);
    queue.add([]);
    expect(queue.getItems()).toBe(before);
    queue.add([picked('a.pdf')]);
    expect(queue.getItems()).not.toBe(before);
  });

  it('aborts the upload of a removed file and ignores how it ends', async () => {
    const { sent, upload } = fakeUploads();
    const failed = jest.fn();
    const queue = createUploadQueue({ upload, onFailed: failed });
    queue.add([picked('a.pdf'), picked('b.pdf')]);
    const [first] = queue.getItems();
    queue.remove(first!.id);
    expect(sent[0]!.signal.aborted).toBe(true);
    expect(sent[1]!.signal.aborted).toBe(false);
    sent[0]!.reject(new DOMException('aborted', 'AbortError'));
    await settle();
    expect(states(queue).map(({ name }) => name)).toEqual(['b.pdf']);
    expect(failed).not.toHaveBeenCalled();
  });

  it('sends a failed file again on retry, clearing why it failed', async () => {
    const { sent, upload } = fakeUploads();
    const queue = createUploadQueue({ upload });
    queue.add([picked('a.pdf')]);
    sent[0]!.reject(new Error('offline'));
    await settle();
    const [item] = queue.getItems();
    expect(item).toMatchObject({ status: 'error', failure: 'failed' });

    queue.retry(item!.id);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.file).toBe(sent[0]!.file);
    expect(states(queue)).toEqual([{ name: 'a.pdf', status: 'uploading', url: undefined, failure: undefined }]);
    sent[1]!.resolve('/api/objects/a');
    await settle();
    expect(states(queue)[0]).toMatchObject({ status: 'done', url: '/api/objects/a' });
  });

  it('does not retry a stored file (there is no file to send) or an unknown one', () => {
    const { sent, upload } = fakeUploads();
    const queue = createUploadQueue({ upload }, [{ url: '/api/objects/old', name: 'old.png' }]);
    queue.retry(queue.getItems()[0]!.id);
    queue.retry('nothing');
    expect(sent).toHaveLength(0);
  });

  it('marks the files the sent form was refused for', async () => {
    const { sent, upload } = fakeUploads();
    const queue = createUploadQueue({ upload });
    queue.add([picked('a.pdf'), picked('b.pdf')]);
    sent[0]!.resolve('/api/objects/a');
    sent[1]!.resolve('/api/objects/b');
    await settle();
    queue.reject([{ url: '/api/objects/b', rejection: 'rejected' }]);
    expect(states(queue).map(({ status, failure }) => [status, failure])).toEqual([
      ['done', undefined],
      ['error', 'rejected'],
    ]);
  });

  it('replaces the list, aborting what was running', async () => {
    const { sent, upload } = fakeUploads();
    const queue = createUploadQueue({ upload }, [{ url: '/api/objects/old', name: 'old.pdf' }]);
    queue.replace([picked('a.pdf')]);
    queue.replace([picked('b.pdf')]);
    expect(sent[0]!.signal.aborted).toBe(true);
    sent[0]!.resolve('/api/objects/a');
    sent[1]!.resolve('/api/objects/b');
    await settle();
    expect(states(queue)).toEqual([{ name: 'b.pdf', status: 'done', url: '/api/objects/b', failure: undefined }]);
  });

  it('clears everything, or abandons what is running and keeps the list', async () => {
    const { sent, upload } = fakeUploads();
    const queue = createUploadQueue({ upload });
    queue.add([picked('a.pdf')]);
    queue.abandon();
    expect(sent[0]!.signal.aborted).toBe(true);
    sent[0]!.reject(new DOMException('aborted', 'AbortError'));
    await settle();
    expect(states(queue)).toEqual([{ name: 'a.pdf', status: 'uploading', url: undefined, failure: undefined }]);

    queue.add([picked('b.pdf')]);
    queue.clear();
    expect(sent[1]!.signal.aborted).toBe(true);
    expect(queue.getItems()).toEqual([]);
  });

  it('reads the options given last', async () => {
    const first = fakeUploads();
    const second = fakeUploads();
    const uploaded = jest.fn();
    const queue = createUploadQueue({ upload: first.upload });
    queue.configure({ upload: second.upload, onUploaded: uploaded });
    queue.add([picked('a.pdf')]);
    expect(first.sent).toHaveLength(0);
    second.sent[0]!.resolve('/api/objects/a');
    await settle();
    expect(uploaded).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const queue = createUploadQueue(fakeUploads());
    const listener = jest.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.add([picked('a.pdf')]);
    unsubscribe();
    queue.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
