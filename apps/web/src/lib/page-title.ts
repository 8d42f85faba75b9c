export const APP_NAME = 'Taller';

/** The tab's title for a screen: 'Gestión de Líneas · Taller', or the app's name alone. */
export const pageTitle = (title: string | undefined) =>
  title ? `${title} · ${APP_NAME}` : APP_NAME;
