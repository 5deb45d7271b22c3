export interface Recipe {
  name: string;
  ingredients: string[];
  minutes: number;
}

// a fixed list: several recipes share flour, egg or olive oil, so a filter of two ingredients narrows it visibly
export const recipes: Recipe[] = [
  {name: 'Pancakes', ingredients: ['flour', 'egg', 'milk', 'butter', 'sugar'], minutes: 25},
  {name: 'Omelette', ingredients: ['egg', 'butter', 'cheese', 'chives'], minutes: 10},
  {name: 'Shortbread', ingredients: ['flour', 'butter', 'sugar'], minutes: 40},
  {name: 'Carbonara', ingredients: ['spaghetti', 'egg', 'pecorino', 'guanciale', 'pepper'], minutes: 20},
  {name: 'Flatbread', ingredients: ['flour', 'water', 'salt', 'olive oil'], minutes: 30},
  {name: 'Crêpes', ingredients: ['flour', 'egg', 'milk', 'salt'], minutes: 30},
  {name: 'Guacamole', ingredients: ['avocado', 'lime', 'onion', 'coriander', 'salt'], minutes: 10},
  {name: 'Tomato soup', ingredients: ['tomato', 'onion', 'garlic', 'olive oil', 'basil'], minutes: 35},
  {name: 'Fried rice', ingredients: ['rice', 'egg', 'peas', 'soy sauce', 'spring onion'], minutes: 15},
  {name: 'Focaccia', ingredients: ['flour', 'water', 'yeast', 'olive oil', 'salt'], minutes: 90},
];
