/** Same default as the server's APP_NAME (apps/server config); the support dialog title uses it. */
export const APP_NAME = 'Casino';
