/**
 * The shop calls whose address an integrator may print (`routes.<name>` in the config): the one list the
 * config's check, the route table and the plugin's manifest and PHP are compared with.
 */
export const ROUTE_NAMES = ['recalculate', 'addToCart', 'states', 'cart', 'cartModule'] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];
