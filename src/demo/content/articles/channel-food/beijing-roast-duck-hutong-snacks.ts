/** The article `beijing-roast-duck-hutong-snacks` of the food channel (see `./index.ts`). */
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'beijing-roast-duck-hutong-snacks',
  channel: 'food',
  daysAgo: 41,
  tags: ['北京', '美食', '小吃', 'Citywalk'],
  cover: 'street-food',
  'zh-cn': {
    title: '一只烤鸭，半条胡同：北京吃什么',
    summary: '挂炉还是焖炉，鸭皮蘸不蘸糖？吃完烤鸭，再钻进胡同，把炸酱面、卤煮和驴打滚挨个尝一遍。',
    content: `<p>来北京，烤鸭总归要吃一回。但北京的味道不只在烤鸭店的大堂里，也在胡同口的小铺子、护国寺街的老字号和牛街的清真馆子里。</p>
<h2>烤鸭：挂炉与焖炉</h2>
<p><a href="https://zh.wikipedia.org/wiki/北京烤鸭">北京烤鸭</a>大致分两派：挂炉用果木明火烤，鸭皮酥脆，带着淡淡的果木香，全聚德是代表；焖炉不见明火，靠炉墙的余温把鸭子焖熟，外皮油亮、肉质更嫩，便宜坊一直延续这种做法。两种都值得一试。</p>
<ul>
<li>片好的鸭皮先单独蘸一点白糖吃，入口即化，是老北京的吃法。</li>
<li>荷叶饼里抹甜面酱，放葱丝、黄瓜条和两三片鸭肉，卷紧再吃。</li>
<li>剩下的鸭架可以让后厨熬汤或者椒盐炒，别浪费。</li>
</ul>
<figure><img src="scene:street-food" alt="胡同口的小吃铺，蒸笼冒着热气，柜台上摆着各色点心"><figcaption>胡同里的小吃铺，早上和傍晚最热闹。</figcaption></figure>
<h2>胡同里的小吃</h2>
<p>炸酱面要配齐面码：黄瓜丝、豆芽、青豆、心里美萝卜丝，拌匀了才香。卤煮火烧和爆肚是老北京的心头好，爆肚蘸的是麻酱小料。甜口的有驴打滚、豌豆黄、艾窝窝，冬天街上还有现蘸的冰糖葫芦。豆汁儿配焦圈和咸菜丝最有名，也最考验人，初次尝试先要一小碗。</p>
<blockquote>豆汁儿喝得惯喝不惯，全看缘分；喝不惯也不丢人，配一个焦圈就好。</blockquote>
<p>住在北京王府井紫垣酒店，中餐厅的烤鸭需要提前一天预订；北京什刹海四合院客栈的早饭就是豆浆油条和包子，吃完出门往后海和护国寺街方向走，一路都是小吃铺。</p>`,
  },
  en: {
    title: 'A roast duck and half a hutong: eating your way around Beijing',
    summary:
      'Open oven or closed oven, and do you dip the skin in sugar? After the duck, head into the hutongs for noodles with soybean paste, offal stew and sweet rice rolls.',
    content: `<p>Nobody leaves Beijing without eating roast duck at least once. But the city's food is not only in the big duck restaurants; it is also in the small shops at the mouth of the hutongs, the old snack houses of Huguosi Street and the halal kitchens of Niujie.</p>
<h2>Roast duck: open oven or closed</h2>
<p><a href="https://en.wikipedia.org/wiki/Peking_duck">Peking duck</a> comes in two schools. The hung-oven style, made famous by Quanjude, roasts the bird over an open fruitwood fire for crackling skin with a faint smoky sweetness. The closed-oven style kept alive by Bianyifang cooks it in the heat stored in the oven walls, for glossy skin and softer meat. Both are worth trying.</p>
<ul>
<li>Try the first slices of skin on their own, dipped in a little white sugar: they melt away. It is the old Beijing way.</li>
<li>Spread sweet bean sauce on a thin pancake, add slivers of spring onion and cucumber and a few slices of duck, and roll it up tight.</li>
<li>Ask the kitchen to turn the carcass into soup or fry it with salt and pepper rather than leaving it behind.</li>
</ul>
<figure><img src="scene:street-food" alt="A snack shop at the end of a hutong, with steaming baskets and rows of pastries on the counter"><figcaption>Hutong snack shops are busiest in the early morning and at dusk.</figcaption></figure>
<h2>What to eat in the hutongs</h2>
<p><em>Zhajiangmian</em>, noodles with fried soybean paste, comes with a plate of toppings to mix in: cucumber, bean sprouts, green soybeans and shredded radish. Offal stew with bread and quick-boiled tripe with sesame sauce are old Beijing favourites. For something sweet there are rolled glutinous rice cakes in soybean flour, pea cake and stuffed rice balls, and in winter the streets sell candied hawthorn on sticks. Fermented mung bean milk with fried dough rings is the most famous breakfast of all, and the hardest to love, so start with a small bowl.</p>
<blockquote>Whether you take to mung bean milk is a matter of fate. If you don't, there is no shame in it: eat the dough ring and smile.</blockquote>
<p>At the Ziyuan Hotel Wangfujing, the Chinese restaurant roasts its duck to order, so book a day ahead. Breakfast at the Shichahai Courtyard Inn Beijing is soy milk, fried dough sticks and steamed buns; afterwards, walk towards Houhai and Huguosi Street and you will pass snack shops all the way.</p>`,
  },
};
