/** The month's top questions: proposed from what was asked, edited and published by administrators. What other rooms may use of it. */
export { faqRefreshDefaults, refreshFaqs, scheduleFaqRefresh } from './refresh.js';
export { faqRoutes } from './routes.js';
