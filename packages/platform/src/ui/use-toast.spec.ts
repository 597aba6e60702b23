import { dismissToast, showToast, TOAST_DURATION_MS, toastStore } from './use-toast.js';

describe('the toast channel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    dismissToast();
    jest.useRealTimers();
  });

  it('shows one toast at a time, the newest replacing the one before, and tells its listeners', () => {
    const heard = jest.fn();
    const unsubscribe = toastStore.subscribe(heard);
    showToast('success', 'تم حفظ العقد', 'تم إنشاء العقد الجديد بنجاح');
    showToast('error', 'Error sending request');
    expect(toastStore.get()).toMatchObject({ kind: 'error', title: 'Error sending request', description: undefined });
    expect(heard).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('takes a toast away after its duration, and an older timer spares a newer toast', () => {
    showToast('info', 'first');
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1_000);
    showToast('info', 'second');
    // The first toast's time is up: the second, shown 1 s before, stays.
    jest.advanceTimersByTime(1_000);
    expect(toastStore.get()?.title).toBe('second');
    jest.advanceTimersByTime(TOAST_DURATION_MS);
    expect(toastStore.get()).toBeNull();
  });

  it('dismisses only the toast it names', () => {
    showToast('info', 'kept');
    const id = toastStore.get()!.id;
    dismissToast(id + 1);
    expect(toastStore.get()?.title).toBe('kept');
    dismissToast(id);
    expect(toastStore.get()).toBeNull();
  });
});
