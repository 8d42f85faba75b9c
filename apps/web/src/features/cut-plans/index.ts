/** What other features and pages may use of cut plans: the screens are reached by the router. */
export const CUT_PLANS_PATH = '/director/dashboard/cut-plans';
