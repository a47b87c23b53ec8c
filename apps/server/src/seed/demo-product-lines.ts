/**
 * What the demo company sells, per bakery category (`01`..`50`): product bases with a reference
 * price in centavos, and the packagings each is sold in (suffix, unit, price as a percentage of
 * the reference). Every base × packaging is one product, so each category has at least 18.
 */
export interface ProductLine {
  bases: readonly (readonly [name: string, cents: number])[];
  packs: readonly (readonly [suffix: string, unit: 'UN' | 'KG' | 'CX' | 'PCT', percent: number])[];
}

const perKg: ProductLine['packs'] = [
  ['kg', 'KG', 100],
  ['pacote 500 g', 'PCT', 52],
  ['caixa 5 kg', 'CX', 480],
];
const perUnit: ProductLine['packs'] = [
  ['unidade', 'UN', 100],
  ['pacote c/ 6', 'PCT', 570],
  ['caixa c/ 24', 'CX', 2200],
];
const drinks: ProductLine['packs'] = [
  ['lata 350 ml', 'UN', 100],
  ['garrafa 600 ml', 'UN', 150],
  ['fardo c/ 12 latas', 'CX', 1150],
];

export const PRODUCT_LINES: Readonly<Record<string, ProductLine>> = {
  '01': {
    bases: [
      ['Pão francês tradicional', 1699],
      ['Pão francês integral', 1999],
      ['Pão francês com gergelim', 1899],
      ['Pão francês fibras', 1949],
      ['Pão de sal', 1599],
      ['Pão francês de fermentação lenta', 2299],
    ],
    packs: [
      ['kg', 'KG', 100],
      ['pacote c/ 10', 'PCT', 60],
      ['congelado caixa 3 kg', 'CX', 250],
    ],
  },
  '02': {
    bases: [
      ['Café torrado e moído tradicional', 1890],
      ['Café torrado e moído extraforte', 1990],
      ['Café gourmet em grãos', 3990],
      ['Café descafeinado', 2890],
      ['Café orgânico', 3490],
      ['Café em cápsulas', 2290],
    ],
    packs: [
      ['pacote 250 g', 'PCT', 55],
      ['pacote 500 g', 'PCT', 100],
      ['caixa c/ 10 pacotes 500 g', 'CX', 960],
    ],
  },
  '03': {
    bases: [
      ['Refrigerante de cola', 550],
      ['Refrigerante de guaraná', 500],
      ['Refrigerante de laranja', 500],
      ['Refrigerante de limão', 500],
      ['Refrigerante de uva', 500],
      ['Refrigerante cola zero açúcar', 560],
    ],
    packs: [
      ['lata 350 ml', 'UN', 100],
      ['PET 2 L', 'UN', 210],
      ['fardo c/ 6 PET 2 L', 'CX', 1200],
    ],
  },
  '04': {
    bases: [
      ['Coxinha de frango', 750],
      ['Esfiha de carne', 650],
      ['Risole de presunto e queijo', 700],
      ['Kibe frito', 700],
      ['Pastel de carne', 800],
      ['Enroladinho de salsicha', 650],
    ],
    packs: perUnit,
  },
  '05': {
    bases: [
      ['Sonho de creme', 650],
      ['Rosca de coco', 1490],
      ['Pão doce com creme', 550],
      ['Caracol de canela', 700],
      ['Pão de leite', 450],
      ['Pão de mel', 600],
    ],
    packs: perUnit,
  },
  '06': {
    bases: [
      ['Baguete rústica', 1190],
      ['Ciabatta', 1090],
      ['Pão italiano', 1890],
      ['Focaccia de alecrim', 1690],
      ['Pão australiano', 1490],
      ['Pão de fermentação natural', 2490],
    ],
    packs: [
      ['unidade', 'UN', 100],
      ['pacote c/ 2', 'PCT', 190],
      ['caixa c/ 12 congelados', 'CX', 1000],
    ],
  },
  '07': {
    bases: [
      ['Pão de queijo tradicional', 4290],
      ['Pão de queijo coquetel', 4490],
      ['Pão de queijo recheado com requeijão', 4990],
      ['Pão de queijo de provolone', 4790],
      ['Biscoito de queijo', 5290],
      ['Chipa paraguaia', 4690],
    ],
    packs: [
      ['congelado kg', 'KG', 100],
      ['congelado pacote 400 g', 'PCT', 45],
      ['congelado caixa 5 kg', 'CX', 470],
    ],
  },
  '08': {
    bases: [
      ['Esfiha aberta de frango', 700],
      ['Empada de palmito', 750],
      ['Enroladinho de presunto e queijo assado', 700],
      ['Croissant de presunto e queijo', 900],
      ['Folhado de frango', 850],
      ['Bauru assado', 800],
    ],
    packs: perUnit,
  },
  '09': {
    bases: [
      ['Sanduíche natural de frango', 1290],
      ['Misto quente', 990],
      ['Sanduíche de atum', 1390],
      ['Beirute de rosbife', 2490],
      ['Sanduíche vegetariano', 1290],
      ['Bauru tradicional', 1590],
    ],
    packs: [
      ['unidade', 'UN', 100],
      ['bandeja c/ 4', 'PCT', 380],
      ['caixa c/ 12', 'CX', 1100],
    ],
  },
  '10': {
    bases: [
      ['Pizza de mussarela', 3990],
      ['Pizza de calabresa', 4290],
      ['Pizza portuguesa', 4590],
      ['Pizza de frango com catupiry', 4690],
      ['Pizza marguerita', 4290],
      ['Pizza quatro queijos', 4890],
    ],
    packs: [
      ['grande', 'UN', 100],
      ['broto', 'UN', 55],
      ['congelada caixa c/ 6', 'CX', 520],
    ],
  },
  '11': {
    bases: [
      ['Bolo de cenoura com chocolate', 2990],
      ['Bolo de fubá', 2290],
      ['Bolo de laranja', 2490],
      ['Bolo de milho', 2490],
      ['Bolo de chocolate', 2990],
      ['Bolo formigueiro', 2590],
    ],
    packs: [
      ['inteiro', 'UN', 100],
      ['fatia', 'UN', 18],
      ['caixa c/ 6 inteiros', 'CX', 560],
    ],
  },
  '12': {
    bases: [
      ['Torta de limão', 5990],
      ['Torta holandesa', 7990],
      ['Torta de morango', 6990],
      ['Cheesecake de frutas vermelhas', 8990],
      ['Torta de maçã', 5490],
      ['Torta alemã', 6990],
    ],
    packs: [
      ['inteira', 'UN', 100],
      ['fatia', 'UN', 14],
      ['mini', 'UN', 30],
    ],
  },
  '13': {
    bases: [
      ['Torta de frango', 4990],
      ['Quiche lorraine', 5490],
      ['Torta de palmito', 5290],
      ['Empadão goiano', 5990],
      ['Quiche de alho-poró', 5290],
      ['Torta de legumes', 4490],
    ],
    packs: [
      ['inteira', 'UN', 100],
      ['fatia', 'UN', 15],
      ['individual', 'UN', 28],
    ],
  },
  '14': {
    bases: [
      ['Bomba de chocolate', 850],
      ['Éclair de baunilha', 900],
      ['Carolina de doce de leite', 450],
      ['Mil-folhas', 1090],
      ['Quindim', 690],
      ['Bem-casado', 550],
    ],
    packs: perUnit,
  },
  '15': {
    bases: [
      ['Trufa de chocolate belga', 600],
      ['Bombom de morango', 790],
      ['Camafeu de nozes', 550],
      ['Olho de sogra', 400],
      ['Brigadeiro gourmet', 450],
      ['Macaron sortido', 700],
    ],
    packs: [
      ['unidade', 'UN', 100],
      ['caixa c/ 12', 'CX', 1100],
      ['cento', 'CX', 8500],
    ],
  },
  '16': {
    bases: [
      ['Doce de leite caseiro', 1890],
      ['Goiabada cascão', 1490],
      ['Pé de moleque', 1990],
      ['Cocada branca', 1690],
      ['Doce de abóbora com coco', 1590],
      ['Paçoca caseira', 1790],
    ],
    packs: [
      ['pote 400 g', 'UN', 100],
      ['pacote 200 g', 'PCT', 55],
      ['caixa c/ 12 potes', 'CX', 1150],
    ],
  },
  '17': {
    bases: [
      ['Biscoito amanteigado', 3490],
      ['Biscoito de polvilho', 2990],
      ['Rosquinha de leite', 2490],
      ['Biscoito de nata', 3290],
      ['Cookie de chocolate', 4290],
      ['Biscoito de maisena', 2190],
    ],
    packs: perKg,
  },
  '18': {
    bases: [
      ['Presunto cozido fatiado', 3990],
      ['Peito de peru defumado', 6990],
      ['Mortadela fatiada', 2490],
      ['Salame italiano', 8990],
      ['Apresuntado fatiado', 2990],
      ['Lombo canadense', 5990],
    ],
    packs: [
      ['kg', 'KG', 100],
      ['bandeja 200 g', 'PCT', 22],
      ['peça 3 kg', 'CX', 290],
    ],
  },
  '19': {
    bases: [
      ['Queijo mussarela fatiado', 4490],
      ['Queijo prato fatiado', 4790],
      ['Queijo minas frescal', 3990],
      ['Queijo parmesão', 8990],
      ['Queijo provolone', 6990],
      ['Queijo coalho', 4990],
    ],
    packs: [
      ['kg', 'KG', 100],
      ['bandeja 200 g', 'PCT', 22],
      ['peça 2 kg', 'CX', 195],
    ],
  },
  '20': {
    bases: [
      ['Leite integral', 549],
      ['Leite desnatado', 579],
      ['Iogurte natural', 399],
      ['Requeijão cremoso', 899],
      ['Manteiga com sal', 1290],
      ['Creme de leite', 449],
    ],
    packs: [
      ['unidade', 'UN', 100],
      ['pacote c/ 6', 'PCT', 580],
      ['caixa c/ 12', 'CX', 1140],
    ],
  },
  '21': {
    bases: [
      ['Suco de laranja integral', 1190],
      ['Suco de uva integral', 1490],
      ['Néctar de pêssego', 690],
      ['Suco de maracujá', 790],
      ['Néctar de manga', 690],
      ['Suco de caju', 590],
    ],
    packs: [
      ['garrafa 1 L', 'UN', 100],
      ['caixinha 200 ml', 'UN', 30],
      ['caixa c/ 12 garrafas 1 L', 'CX', 1150],
    ],
  },
  '22': {
    bases: [
      ['Água mineral sem gás', 250],
      ['Água mineral com gás', 320],
      ['Água de coco', 590],
      ['Água saborizada de limão', 450],
      ['Água tônica', 490],
      ['Água alcalina', 390],
    ],
    packs: [
      ['garrafa 500 ml', 'UN', 100],
      ['garrafa 1,5 L', 'UN', 180],
      ['fardo c/ 12 garrafas 500 ml', 'CX', 1100],
    ],
  },
  '23': {
    bases: [
      ['Cerveja pilsen', 450],
      ['Cerveja puro malte', 550],
      ['Cerveja sem álcool', 500],
      ['Cerveja IPA artesanal', 1490],
      ['Cerveja weiss', 1290],
      ['Cerveja stout', 1390],
    ],
    packs: drinks,
  },
  '24': {
    bases: [
      ['Energético tradicional', 890],
      ['Energético sem açúcar', 890],
      ['Isotônico de limão', 590],
      ['Isotônico de laranja', 590],
      ['Isotônico de tangerina', 590],
      ['Energético de açaí', 990],
    ],
    packs: drinks,
  },
  '25': {
    bases: [
      ['Café expresso', 600],
      ['Cappuccino', 900],
      ['Chocolate quente', 950],
      ['Chá mate', 500],
      ['Café com leite', 700],
      ['Chá de camomila', 500],
    ],
    packs: [
      ['copo 200 ml', 'UN', 100],
      ['copo 300 ml', 'UN', 140],
      ['garrafa térmica 1 L', 'UN', 450],
    ],
  },
  '26': {
    bases: [
      ['Sorvete de creme', 2490],
      ['Sorvete de chocolate', 2490],
      ['Sorvete napolitano', 2290],
      ['Sorvete de flocos', 2590],
      ['Picolé de limão', 450],
      ['Picolé de coco', 500],
    ],
    packs: [
      ['pote 1,5 L', 'UN', 100],
      ['pote 2 L', 'UN', 130],
      ['caixa c/ 6 potes 1,5 L', 'CX', 570],
    ],
  },
  '27': {
    bases: [
      ['Açaí tradicional', 2990],
      ['Açaí com banana', 3190],
      ['Açaí com guaraná', 3090],
      ['Açaí zero açúcar', 3490],
      ['Creme de cupuaçu', 3290],
      ['Açaí com morango', 3190],
    ],
    packs: [
      ['pote 1 L', 'UN', 100],
      ['copo 500 ml', 'UN', 60],
      ['balde 10 L', 'CX', 900],
    ],
  },
  '28': {
    bases: [
      ['Chocolate ao leite', 790],
      ['Chocolate meio amargo', 890],
      ['Chocolate branco', 790],
      ['Chocolate 70% cacau', 1290],
      ['Chocolate com amendoim', 850],
      ['Wafer recheado de chocolate', 390],
    ],
    packs: [
      ['barra 90 g', 'UN', 100],
      ['display c/ 12', 'CX', 1140],
      ['pacote c/ 3', 'PCT', 285],
    ],
  },
  '29': {
    bases: [
      ['Bala de goma sortida', 690],
      ['Bala de menta', 490],
      ['Pirulito de morango', 290],
      ['Chiclete de hortelã', 250],
      ['Bala de coco', 590],
      ['Jujuba de frutas', 690],
    ],
    packs: [
      ['pacote 100 g', 'PCT', 100],
      ['pacote 600 g', 'PCT', 520],
      ['display c/ 50', 'CX', 2200],
    ],
  },
  '30': {
    bases: [
      ['Batata palha', 890],
      ['Batata frita ondulada', 990],
      ['Salgadinho de milho sabor queijo', 690],
      ['Amendoim japonês', 590],
      ['Pipoca doce', 390],
      ['Torresmo crocante', 890],
    ],
    packs: [
      ['pacote 100 g', 'PCT', 100],
      ['pacote 400 g', 'PCT', 350],
      ['caixa c/ 20 pacotes', 'CX', 1850],
    ],
  },
  '31': {
    bases: [
      ['Açúcar refinado', 549],
      ['Farinha de trigo tipo 1', 599],
      ['Arroz branco tipo 1', 599],
      ['Feijão carioca', 899],
      ['Óleo de soja', 799],
      ['Sal refinado', 299],
    ],
    packs: [
      ['pacote 1 kg', 'PCT', 100],
      ['fardo c/ 10', 'CX', 960],
      ['saco 5 kg', 'PCT', 480],
    ],
  },
  '32': {
    bases: [
      ['Aveia em flocos', 890],
      ['Granola tradicional', 1690],
      ['Cereal matinal de milho', 1290],
      ['Achocolatado em pó', 990],
      ['Flocos de milho sem açúcar', 1390],
      ['Mix de castanhas', 2990],
    ],
    packs: [
      ['pacote 500 g', 'PCT', 100],
      ['pacote 1 kg', 'PCT', 190],
      ['caixa c/ 12 pacotes 500 g', 'CX', 1150],
    ],
  },
  '33': {
    bases: [
      ['Macarrão espaguete', 549],
      ['Macarrão parafuso', 549],
      ['Molho de tomate tradicional', 349],
      ['Extrato de tomate', 599],
      ['Massa para lasanha', 899],
      ['Molho pesto', 1490],
    ],
    packs: [
      ['pacote 500 g', 'PCT', 100],
      ['fardo c/ 10', 'CX', 960],
      ['caixa c/ 24', 'CX', 2250],
    ],
  },
  '34': {
    bases: [
      ['Milho verde em conserva', 449],
      ['Ervilha em conserva', 449],
      ['Atum ralado', 899],
      ['Sardinha em óleo', 749],
      ['Palmito pupunha', 1990],
      ['Azeitona verde', 999],
    ],
    packs: [
      ['lata', 'UN', 100],
      ['fardo c/ 12', 'CX', 1150],
      ['caixa c/ 24', 'CX', 2250],
    ],
  },
  '35': {
    bases: [
      ['Tomate', 799],
      ['Banana prata', 599],
      ['Laranja pera', 449],
      ['Batata inglesa', 599],
      ['Cebola', 549],
      ['Alface crespa', 350],
    ],
    packs: [
      ['kg', 'KG', 100],
      ['caixa 10 kg', 'CX', 900],
      ['bandeja', 'UN', 80],
    ],
  },
  '36': {
    bases: [
      ['Ovos brancos grandes', 1290],
      ['Ovos vermelhos grandes', 1490],
      ['Ovos caipiras', 1990],
      ['Ovos de codorna', 890],
      ['Ovos brancos extra', 1390],
      ['Ovos orgânicos', 2290],
    ],
    packs: [
      ['dúzia', 'UN', 100],
      ['bandeja c/ 30', 'UN', 240],
      ['caixa c/ 12 dúzias', 'CX', 1100],
    ],
  },
  '37': {
    bases: [
      ['Massa de pão francês congelada', 1490],
      ['Batata pré-frita congelada', 1990],
      ['Hambúrguer bovino congelado', 2990],
      ['Nuggets de frango congelados', 2490],
      ['Lasanha congelada', 2290],
      ['Polpa de fruta congelada', 1290],
    ],
    packs: [
      ['pacote 1 kg', 'PCT', 100],
      ['caixa 5 kg', 'CX', 470],
      ['pacote 400 g', 'PCT', 45],
    ],
  },
  '38': {
    bases: [
      ['Marmita de frango grelhado', 2490],
      ['Marmita de carne de panela', 2790],
      ['Escondidinho de carne-seca', 2990],
      ['Strogonoff de frango', 2690],
      ['Feijoada', 3290],
      ['Salada completa', 2190],
    ],
    packs: [
      ['individual 400 g', 'UN', 100],
      ['família 1 kg', 'UN', 230],
      ['caixa c/ 10 individuais', 'CX', 950],
    ],
  },
  '39': {
    bases: [
      ['Coxinha de festa', 7990],
      ['Bolinha de queijo de festa', 7990],
      ['Kibe de festa', 7990],
      ['Risole de festa', 7990],
      ['Esfiha de festa', 8490],
      ['Mini pastel de festa', 7990],
    ],
    packs: [
      ['cento frito', 'CX', 100],
      ['cento congelado', 'CX', 80],
      ['meio cento frito', 'PCT', 52],
    ],
  },
  '40': {
    bases: [
      ['Bolo de festa de brigadeiro', 9990],
      ['Bolo de festa de prestígio', 9990],
      ['Bolo de festa de morango com chantilly', 10990],
      ['Bolo de festa de abacaxi com coco', 9990],
      ['Bolo de festa de nozes', 12990],
      ['Bolo de festa floresta negra', 11990],
    ],
    packs: [
      ['kg', 'KG', 100],
      ['aro 20 (2 kg)', 'UN', 200],
      ['aro 30 (4 kg)', 'UN', 400],
    ],
  },
  '41': {
    bases: [
      ['Panetone de frutas', 2990],
      ['Panetone de gotas de chocolate', 3290],
      ['Colomba pascal', 3490],
      ['Chocotone trufado', 3990],
      ['Rosca de reis', 2490],
      ['Bolo de rolo', 2990],
    ],
    packs: [
      ['500 g', 'UN', 100],
      ['1 kg', 'UN', 180],
      ['caixa c/ 6 de 500 g', 'CX', 570],
    ],
  },
  '42': {
    bases: [
      ['Pão de forma tradicional', 899],
      ['Pão de forma integral', 1099],
      ['Pão de forma sem casca', 1199],
      ['Pão de forma de leite', 999],
      ['Pão de forma multigrãos', 1299],
      ['Pão de hambúrguer', 899],
    ],
    packs: [
      ['pacote 500 g', 'PCT', 100],
      ['pacote 350 g', 'PCT', 75],
      ['caixa c/ 10 pacotes', 'CX', 950],
    ],
  },
  '43': {
    bases: [
      ['Torrada tradicional', 599],
      ['Torrada integral', 699],
      ['Torrada de alho', 749],
      ['Torrada light', 699],
      ['Bruschetta de azeite e ervas', 899],
      ['Torrada de centeio', 799],
    ],
    packs: [
      ['pacote 160 g', 'PCT', 100],
      ['caixa c/ 20 pacotes', 'CX', 1850],
      ['pacote 300 g', 'PCT', 180],
    ],
  },
  '44': {
    bases: [
      ['Pão sem glúten de arroz', 1890],
      ['Pão integral de centeio', 1490],
      ['Biscoito sem glúten', 1290],
      ['Bolo sem glúten de chocolate', 3490],
      ['Pão integral 100%', 1390],
      ['Pão low carb', 2490],
    ],
    packs: [
      ['unidade', 'UN', 100],
      ['caixa c/ 6', 'CX', 570],
      ['caixa c/ 12', 'CX', 1100],
    ],
  },
  '45': {
    bases: [
      ['Vinho tinto seco', 3990],
      ['Vinho branco suave', 3490],
      ['Espumante brut', 4990],
      ['Cachaça envelhecida', 4490],
      ['Vodka', 3990],
      ['Licor de doce de leite', 3290],
    ],
    packs: [
      ['garrafa 750 ml', 'UN', 100],
      ['caixa c/ 6 garrafas', 'CX', 570],
      ['garrafa 375 ml', 'UN', 55],
    ],
  },
  '46': {
    bases: [
      ['Isqueiro descartável', 450],
      ['Fósforos longos', 350],
      ['Papel para cigarro', 300],
      ['Piteira de papel', 400],
      ['Fumo de corda', 1990],
      ['Charuto artesanal', 2490],
    ],
    packs: [
      ['unidade', 'UN', 100],
      ['display c/ 20', 'CX', 1850],
      ['pacote c/ 5', 'PCT', 480],
    ],
  },
  '47': {
    bases: [
      ['Detergente neutro', 299],
      ['Água sanitária', 599],
      ['Sabão em pó', 1490],
      ['Papel higiênico folha dupla', 2290],
      ['Desinfetante de lavanda', 899],
      ['Esponja multiuso', 399],
    ],
    packs: [
      ['unidade', 'UN', 100],
      ['fardo c/ 12', 'CX', 1140],
      ['caixa c/ 24', 'CX', 2200],
    ],
  },
  '48': {
    bases: [
      ['Copo descartável 200 ml', 590],
      ['Guardanapo de papel', 490],
      ['Embalagem para bolo', 350],
      ['Saco de papel para pão', 1890],
      ['Pote com tampa 500 ml', 190],
      ['Canudo de papel', 890],
    ],
    packs: [
      ['pacote c/ 100', 'PCT', 100],
      ['caixa c/ 1.000', 'CX', 950],
      ['pacote c/ 50', 'PCT', 55],
    ],
  },
  '49': {
    bases: [
      ['Cesta de café da manhã simples', 8990],
      ['Cesta de café da manhã especial', 14990],
      ['Cesta de café da manhã romântica', 17990],
      ['Cesta de café da manhã infantil', 9990],
      ['Cesta de café da manhã fit', 12990],
      ['Cesta de café da manhã corporativa', 19990],
    ],
    packs: [
      ['individual', 'UN', 100],
      ['para 2 pessoas', 'UN', 170],
      ['para 4 pessoas', 'UN', 300],
    ],
  },
  '50': {
    bases: [
      ['Vela de aniversário', 390],
      ['Gelo em cubos', 1090],
      ['Carvão vegetal', 2290],
      ['Pilha alcalina AA', 1290],
      ['Sacola retornável', 490],
      ['Lenço umedecido', 990],
    ],
    packs: [
      ['unidade', 'UN', 100],
      ['pacote c/ 4', 'PCT', 380],
      ['caixa c/ 12', 'CX', 1100],
    ],
  },
};
