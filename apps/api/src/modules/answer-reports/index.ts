/** Citizens report stored answers that look wrong; administrators decide on them. What other rooms may use of it. */
export { answerHidden } from './repo.js';
export { answerReportRoutes } from './routes.js';
