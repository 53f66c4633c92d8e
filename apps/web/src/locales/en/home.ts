export const home = {
  hero: {
    eyebrow: 'Industrial 3D printing to order',
    title: 'Industrial 3D-printed parts – ordered online',
    lead: 'Upload your 3D model, choose material, finish and colour, and see the price and production time instantly.',
    choose: 'Choose 3D file',
    drop: 'or drag a file here',
    tap: 'Tap “Choose 3D file” to load a file from your device',
    formats: 'STL, 3MF, STEP, STP, PLY, 3DS · up to 100 MB',
    demo: 'Start demo',
    demoHint: 'Try it without your own file',
    selected: 'Selected: {{name}} ({{size}})',
    demoSelected: 'Demo model selected',
    privacy: 'Your data stays confidential and is used only for your order.',
  },
  trust: {
    price: 'Instant price in CHF',
    check: 'Automatic file check',
    delivery: 'Delivery in 8–12 working days',
    customers: 'For private and business customers',
  },
  steps: {
    title: 'How to order',
    lead: 'From model to finished part in four steps.',
    file: {
      title: 'Choose a 3D file',
      body: 'Upload your model as STL, 3MF, STEP, PLY or 3DS. We check dimensions and wall thickness and repair minor mesh defects automatically.',
    },
    material: {
      title: 'Choose a material',
      body: 'Choose material, finish, colour and quantity. Price and production time follow every change immediately.',
    },
    order: {
      title: 'Order',
      body: 'Pay in advance, on invoice or online – or request a non-binding quote.',
    },
    delivery: {
      title: 'Receive your parts',
      body: 'Your parts are printed, cleaned, inspected and shipped to you safely packed.',
    },
  },
  materials: {
    title: 'Our printing materials',
    lead: 'Powder-based plastics for prototypes and series parts. The figures help with design; the check of your file is what counts.',
    minWall: 'Min. wall thickness',
    resolution: 'Resolution',
    layer: 'Layer thickness',
    onRequest: 'We are happy to provide technical data on request.',
    pa2200:
      'White polyamide 12 – tough, light and versatile. The standard for functional prototypes, housings and small series.',
    alumide:
      'Polyamide filled with aluminium powder. Metallic grey look and higher stiffness – for design and display models.',
    pa3200gf:
      'Glass-bead-filled polyamide 12. Stiff, dimensionally stable and more heat-resistant than unfilled PA – for mechanically loaded parts.',
    tpu: 'Thermoplastic polyurethane – rubber-like, elastic and abrasion-resistant. For seals, dampers and flexible joints.',
    pa12BlueName: 'PA12 blue',
    pa12Blue:
      'Polyamide 12 coloured blue throughout. The colour goes through the whole part, so scratches and wear stay inconspicuous.',
  },
  delivery: {
    title: 'Delivery in 8–12 working days',
    body: 'Production time depends on the order day and is shown for every part before you order. Standard shipping is free from CHF 250 net order value.',
    minimum:
      'Minimum order value CHF 200 net – below it we charge the difference as a small-order surcharge.',
  },
  support: {
    title: 'We are here to help',
    lead: 'Real people for technical and sales questions.',
    technical: 'Technical support',
    technicalBody: 'Questions about files, materials, wall thickness and feasibility.',
    sales: 'Sales',
    salesBody: 'Quotes, larger quantities, invoices and delivery.',
    email: 'Email',
    phone: 'Phone',
    hours: 'Mon–Fri, 8 am–5 pm',
  },
};
