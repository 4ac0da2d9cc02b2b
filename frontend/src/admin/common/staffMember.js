// What the signed-in staff member's roles allow: /api/admin/me answers the model
// permissions behind them, and the staff app shows only the tabs, buttons and fields they may use. The server
// decides again on every call; this only keeps out of sight what would be refused.
import { createContext, useContext } from 'react';

export const PERMISSIONS = {
  viewOrders: 'orders.view_order',
  changeOrders: 'orders.change_order',
  viewAnalytics: 'orders.view_analytics',
  viewProducts: 'catalog.view_product',
  addProducts: 'catalog.add_product',
  changeProducts: 'catalog.change_product',
  deleteProducts: 'catalog.delete_product',
  viewFeatured: 'featured.view_featureditem',
  addFeatured: 'featured.add_featureditem',
  changeFeatured: 'featured.change_featureditem',
  deleteFeatured: 'featured.delete_featureditem',
  viewSearchReport: 'catalog.view_searchmiss',
  viewSynonyms: 'catalog.view_searchsynonym',
  addSynonyms: 'catalog.add_searchsynonym',
  deleteSynonyms: 'catalog.delete_searchsynonym',
  refundPayments: 'payments.refund_payment',
};

/** Whether `member` ({permissions: [...]}) holds every one of `permissions`. */
export function can(member, ...permissions) {
  return permissions.every((permission) => Boolean(member?.permissions?.includes(permission)));
}

export const StaffMemberContext = createContext(null);

/** `allowed(...permissions)` for the signed-in member. */
export function useAllowed() {
  const member = useContext(StaffMemberContext);
  return (...permissions) => can(member, ...permissions);
}
