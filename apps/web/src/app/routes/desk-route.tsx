import { DeskApp } from '../../features/desk';

/**
 * /admin/*: the operator's desk (issue 25), a lazily loaded part of the app that the customer's
 * pages never load. The 3D viewer is not composed here yet: the viewer feature needs the analysed
 * model's buffers (from the customer's upload state), which the admin order detail does not carry.
 */
export function DeskRoute() {
  return <DeskApp />;
}
