/**
 * jsdom has HTMLDialogElement but neither `showModal()` nor `close()`. This adds what the site's
 * dialogs rely on, the way browsers do it:
 * - `showModal()` opens the dialog and focuses its first focusable element (or the dialog itself);
 * - `close()` closes it and fires `close` in a later task, as browsers do;
 * - Escape fires a cancelable `cancel` on the topmost modal dialog and closes it unless prevented.
 * Call the returned function to take it away again.
 */
export function installDialogPolyfill(): () => void {
  const proto = HTMLDialogElement.prototype;
  const original = { showModal: proto.showModal, close: proto.close };
  const modals: HTMLDialogElement[] = [];
  const FOCUSABLE =
    '[autofocus], button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected)
      throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
    const target = this.querySelector<HTMLElement>(FOCUSABLE) ?? this;
    if (target === this && !this.hasAttribute('tabindex')) this.tabIndex = -1;
    target.focus();
  };

  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };

  function onKeyDown(event: KeyboardEvent) {
    const top = modals[modals.length - 1];
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  }
  document.addEventListener('keydown', onKeyDown);

  return () => {
    document.removeEventListener('keydown', onKeyDown);
    proto.showModal = original.showModal;
    proto.close = original.close;
  };
}
