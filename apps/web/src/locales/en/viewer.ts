import type { ViewerMessages } from '../de/viewer';

export const viewer: ViewerMessages = {
  tools: {
    label: 'Analysis tools',
    render: '3D view',
    histogram: 'Wall thickness',
    repair: 'Repair data',
  },
  canvas: {
    label: '3D view of {{name}}. Drag to rotate, scroll to zoom.',
    labelTouch:
      '3D view of {{name}}. Swipe with one finger to rotate, pinch with two fingers to zoom.',
    fit: 'Fit to view',
    loading: 'Loading 3D model …',
    failed: 'The 3D view could not be loaded.',
    grid: 'Grid {{spacing}} {{unit}}',
  },
  histogram: {
    title: 'Wall thickness',
    intro: 'Areas marked red are thinner than the minimum wall of the chosen process.',
    axis: 'Axis',
    direction: 'Direction',
    plus: 'from the front (+)',
    minus: 'from the back (−)',
    rotation: 'Rotation',
    degrees: '{{value}}°',
    alt: 'Wall thickness, looking along {{axis}}{{sign}}, rotated by {{rotation}}°',
    loading: 'Rendering picture …',
    repairedModel: 'Showing the repaired model.',
  },
  repair: {
    title: 'Optimization necessary',
    intro: 'Your model had defects that we repaired automatically. Please check the result.',
    introStillOpen:
      'We corrected errors in your model automatically, but it is still not closed. It cannot be printed like this.',
    flipped: 'Flipped polygons',
    removedShells: 'Removed flat open shells',
    closedLoops: 'Holes closed',
    mergedVertices: 'Merged vertex pairs',
    viewNames: {
      XP: 'From the right',
      XM: 'From the left',
      YP: 'From the back',
      YM: 'From the front',
      ZP: 'From above',
      ZM: 'From below',
    },
    viewRotated: '{{view}}, rotated by {{rotation}}°',
    images: 'Repaired areas',
    imageAlt: 'Repair view {{view}}',
    close: 'Close',
  },
};
