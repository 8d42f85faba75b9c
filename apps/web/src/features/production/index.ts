/** What other features may use of production (lint refuses any other way in). */
export { OrderProductionSection } from './components/order-production-section';
export { ClientOrderProgress } from './components/progress-in-words';
export { StageBars, stagesText } from './components/stage-bars';
export { useFinishWarning } from './components/finish-warning';
export { useBoardProgress } from './api/get-production-orders';
