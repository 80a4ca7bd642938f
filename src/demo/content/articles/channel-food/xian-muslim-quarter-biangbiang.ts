/** The article `xian-muslim-quarter-biangbiang` of the food channel (see `./index.ts`). */
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'xian-muslim-quarter-biangbiang',
  channel: 'food',
  daysAgo: 77,
  tags: ['西安', '美食', '小吃'],
  cover: 'night-market',
  'zh-cn': {
    title: '回坊一条街，吃到扶墙出：西安小吃指南',
    summary: '泡馍要自己掰，肉夹馍要趁热，biangbiang面的字要数一数笔画。回民街之外，本地人更爱去洒金桥和大皮院。',
    content: `<p>西安人说的“回坊”，是钟鼓楼西北一片回族聚居的老街区。北院门一带游客最多，想吃得地道些，可以往西羊市、大皮院和洒金桥走，那里是本地人常去的地方。</p>
<h2>泡馍要自己掰</h2>
<p><a href="https://zh.wikipedia.org/wiki/羊肉泡馍">羊肉泡馍</a>上桌前，店家先给你一个硬实的饦饦馍，要自己掰成黄豆大小的碎块，掰得越细越入味。交给后厨时说清吃法：汤少的叫“干拔”，汤能喝一口的叫“口汤”，汤多的叫“水围城”。配一瓣糖蒜和一勺辣酱，解腻又提味。</p>
<figure><img src="scene:night-market" alt="夜晚灯火通明的小吃街，两侧摊位冒着热气"><figcaption>天黑以后的回坊，烤肉摊和甑糕摊前都排着队。</figcaption></figure>
<h2>一路吃过去</h2>
<ul>
<li><strong>腊牛肉夹馍</strong>：回坊里夹的是牛肉，白吉馍外脆里软，肉要剁碎带汁。</li>
<li><strong>灌汤包</strong>：皮薄汤多，先开窗、再喝汤。</li>
<li><strong>甑糕</strong>：糯米和红枣一层层蒸出来，甜而不腻，早上最新鲜。</li>
<li><strong>黄桂柿子饼</strong>：柿子和面煎得金黄，里面是黄桂糖馅，小心烫嘴。</li>
<li><strong>胡辣汤</strong>：西安的胡辣汤里有牛肉丸子和蔬菜，是很多人的早饭。</li>
</ul>
<h2>一碗biangbiang面</h2>
<p>biang字有五十多画，面条却简单粗犷：又宽又长，像一条裤带，一碗往往只装一根。浇上辣椒面和蒜末，热油一泼“滋啦”作响，再拌上醋和酱油，就是地道的油泼面吃法。</p>
<blockquote>西安人的一天，从一碗胡辣汤开始，到一碗油泼面结束。</blockquote>
<p>回坊里的店大多不卖酒，逛的时候也请尊重当地的饮食习惯。西安回坊青砖客栈就在北院门，出门就是小吃摊；住在西安钟楼唐韵酒店，走到回坊也只要几分钟。</p>`,
  },
  en: {
    title: "Xi'an's Muslim Quarter: a snack-by-snack guide",
    summary:
      'Break your own bread for the mutton soup, eat the roujiamo while it is hot and count the strokes in biang. Beyond the main street, locals head for Sajinqiao and Dapiyuan.',
    content: `<p>The Muslim Quarter, or <em>Huifang</em>, is the old Hui neighbourhood north-west of the Bell and Drum Towers. Beiyuanmen draws the biggest crowds; for food closer to what locals eat, wander on to Xiyangshi, Dapiyuan and Sajinqiao.</p>
<h2>Break your own bread</h2>
<p>Before your <a href="https://en.wikipedia.org/wiki/Yangrou_paomo">yangrou paomo</a> arrives, you are handed a dense round of flatbread to tear into pieces the size of a soybean; the smaller the pieces, the more broth they soak up. Then tell the kitchen how you like it: almost dry, with a mouthful of broth, or swimming in soup. Pickled sweet garlic and a spoonful of chilli sauce on the side cut through the richness.</p>
<figure><img src="scene:night-market" alt="A brightly lit snack street at night, with steam rising from the stalls on both sides"><figcaption>After dark there are queues at the kebab grills and the sticky rice stalls.</figcaption></figure>
<h2>Eating your way down the street</h2>
<ul>
<li><strong>Roujiamo</strong>: in the Muslim Quarter the bun is filled with chopped braised beef and its juices, the bread crisp outside and soft within.</li>
<li><strong>Soup dumplings</strong>: thin skins full of broth; bite a small hole and sip before you eat.</li>
<li><strong>Zenggao</strong>: layers of sticky rice and red dates steamed together, sweet but not cloying, and freshest in the morning.</li>
<li><strong>Persimmon cakes</strong>: persimmon dough fried golden around an osmanthus sugar filling. Mind your tongue.</li>
<li><strong>Hulatang</strong>: a peppery soup with beef meatballs and vegetables, breakfast for much of the city.</li>
</ul>
<h2>A bowl of biangbiang noodles</h2>
<p>The character for <em>biang</em> takes more than fifty strokes to write, but the <a href="https://en.wikipedia.org/wiki/Biangbiang_noodles">noodles</a> themselves are simple and hearty: wide and long like a belt, sometimes a single noodle to a bowl. Topped with chilli flakes and garlic, doused in smoking oil that sizzles as it hits, then tossed with vinegar and soy, they become <em>youpo mian</em>, the city's favourite.</p>
<blockquote>A Xi'an day starts with a bowl of hulatang and ends with a bowl of oil-splashed noodles.</blockquote>
<p>Most places in the quarter do not serve alcohol; please respect local customs as you wander. The Grey Brick Inn Huifang stands on Beiyuanmen with the stalls at its door, and from the Tangyun Hotel Bell Tower the quarter is only a few minutes' walk.</p>`,
  },
};
