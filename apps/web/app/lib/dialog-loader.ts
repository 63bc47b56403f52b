/**
 * How an app-wide dialog (chat, wallet) fetches its code. The dialog's module registers its
 * loader, since shared code never imports a feature; the provider preloads it ahead of the
 * click (pointing at or focusing the button that opens it).
 */
export function createDialogLoader() {
  let load: () => unknown = () => undefined;
  return {
    register(next: () => unknown) {
      load = next;
    },
    preload() {
      void load();
    },
  };
}
