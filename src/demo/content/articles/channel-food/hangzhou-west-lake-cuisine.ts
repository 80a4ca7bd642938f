/** The article `hangzhou-west-lake-cuisine` of the food channel (see `./index.ts`). */
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'hangzhou-west-lake-cuisine',
  channel: 'food',
  daysAgo: 6,
  featured: true,
  tags: ['杭州', '美食', '茶'],
  cover: 'lake',
  'zh-cn': {
    title: '西湖边的一桌杭帮菜，再配一杯明前龙井',
    summary: '醋鱼、虾仁、东坡肉之外，杭州人的日常还有一碗片儿川。春天来杭州，菜要趁鲜，茶要赶在清明前。',
    content: `<p>杭帮菜讲究清鲜和本味，不靠重油重辣取胜。在西湖边吃一顿像样的杭州菜，几道招牌几乎不用看菜单：西湖醋鱼、龙井虾仁、东坡肉、叫化童鸡，再来一碗莼菜汤。</p>
<h2>几道绕不开的招牌</h2>
<ul>
<li><strong>西湖醋鱼</strong>：用草鱼，下锅前先在清水里饿养一两天去土腥味，汆熟后浇上糖醋汁，酸甜里带一点姜末的辛香。</li>
<li><strong>龙井虾仁</strong>：河虾仁配新茶嫩芽同炒，虾仁要晶莹，茶香要若有若无，新茶上市的春天最好吃。</li>
<li><strong>东坡肉</strong>：相传和苏东坡在杭州做官有关，方方正正一块，用黄酒小火焖到酥烂，肥而不腻。</li>
<li><strong>叫化童鸡</strong>：整鸡裹荷叶、封泥后烘烤，上桌当面敲开，荷叶香一下就冒出来。</li>
</ul>
<p>孤山脚下的楼外楼、湖滨一带的知味观都是百年老店，名气大、游客多，饭点最好错开。想吃得家常些，就去街边小馆点一碗片儿川：雪菜、笋片、瘦肉片，汤清面滑，是不少杭州人的早饭，也是午饭。</p>
<figure><img src="scene:lake" alt="清晨的西湖，远处山影起伏，湖面上有几条小船"><figcaption>吃完饭沿白堤走一圈，是最好的消食方式。</figcaption></figure>
<h2>龙井：要赶早，也要会泡</h2>
<p><a href="https://zh.wikipedia.org/wiki/龙井茶">西湖龙井</a>以清明前采的明前茶最金贵，谷雨前的雨前茶滋味更足、价格也更亲民。春天去龙井村、翁家山一带，常能看到茶农在铁锅里手工炒茶。泡龙井最好用玻璃杯，水温八十度上下，先注少许水润茶，再沿杯壁加水，看芽叶在杯里慢慢舒展。</p>
<blockquote>色绿、香郁、味甘、形美——杭州人说起龙井的“四绝”，总离不开这八个字。</blockquote>
<p>住在杭州西湖柳岸酒店，下午可以去茶室参加龙井品鉴；想干脆住进茶园里，杭州龙井茶园山居的房间就朝着茶山。</p>`,
  },
  en: {
    title: 'A West Lake lunch of Hangzhou classics, and a cup of early Longjing',
    summary:
      "Vinegar fish, tea-fried shrimp and Dongpo pork are the classics, but locals live on bowls of pian'erchuan noodles. In spring, eat what is fresh and drink tea picked before Qingming.",
    content: `<p>Hangzhou cooking is about freshness and clean flavours rather than oil and chilli. For a proper meal by West Lake you hardly need the menu: West Lake fish in vinegar sauce, Longjing shrimp, Dongpo pork and beggar's chicken, with a bowl of water-shield soup on the side.</p>
<h2>The dishes you should not miss</h2>
<ul>
<li><strong>West Lake fish in vinegar sauce</strong>: grass carp, kept in clean water for a day or two to lose its muddy taste, poached and finished with a sweet-and-sour glaze sharpened by ginger.</li>
<li><strong>Longjing shrimp</strong>: peeled river shrimp stir-fried with the tender buds of new tea. The shrimp should be glossy and the tea barely there; it is best in spring, when the new leaves arrive.</li>
<li><strong>Dongpo pork</strong>: named after the poet Su Dongpo, once governor of Hangzhou, a neat square of belly braised slowly in yellow wine until it almost melts.</li>
<li><strong>Beggar's chicken</strong>: a whole bird wrapped in lotus leaves and clay, baked, and cracked open at the table in a cloud of fragrant steam.</li>
</ul>
<p>Louwailou at the foot of Gushan and Zhiweiguan near the lakeside are both more than a century old. They are famous and busy, so go before or after the rush. For something everyday, find a small noodle shop and order <em>pian'erchuan</em>: pickled greens, sliced bamboo shoots and lean pork in a clear broth, breakfast and lunch for many people in the city.</p>
<figure><img src="scene:lake" alt="West Lake in the early morning, with hills in the distance and a few boats on the water"><figcaption>A stroll along the Bai Causeway is the best way to walk off lunch.</figcaption></figure>
<h2>Longjing: pick early, brew gently</h2>
<p>The most prized <a href="https://en.wikipedia.org/wiki/Longjing_tea">Longjing tea</a> is picked before the Qingming festival in early April; leaves picked a little later, before Guyu, have more body and a kinder price. In spring, around Longjing village and Wengjiashan, you can often watch farmers roasting fresh leaves by hand in iron woks. Brew it in a glass at about 80°C: wet the leaves with a splash of water first, then pour down the side of the glass and watch the buds unfold.</p>
<blockquote>Green in colour, rich in aroma, sweet to taste, beautiful in shape: the four qualities every Hangzhou tea drinker will list for you.</blockquote>
<p>Guests at the Willow Bank Hotel West Lake can join the Longjing tasting in the tea room every afternoon, and at the Longjing Tea Hills Lodge the rooms look straight out over the tea terraces.</p>`,
  },
};
