/** Food: local dishes of the hotels' cities, by the editorial team. (docs/design/content.md §11) */
import type { SeedArticle } from './types';

export const ARTICLES: SeedArticle[] = [
  {
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
  },
  {
    key: 'shanghai-breakfast-shengjian-cifantuan',
    channel: 'food',
    daysAgo: 23,
    tags: ['上海', '美食', '小吃'],
    cover: 'street-food',
    'zh-cn': {
      title: '上海早饭：一只生煎，一个粢饭团',
      summary: '大饼、油条、粢饭、豆浆被上海人叫作“四大金刚”。想认识这座城市，先起个早，去弄堂口排一次队。',
      content: `<p>上海人的早饭很少在家里慢慢吃。弄堂口、菜场边的早点摊，六七点钟就排起了队：有人拎一袋粢饭团赶地铁，有人坐下来要一碗咸豆浆、两只生煎。</p>
<h2>“四大金刚”</h2>
<p>老上海把大饼、油条、粢饭、豆浆合称“四大金刚”。如今最常见的吃法是粢饭团：一勺热糯米摊在布上，包进油条、肉松和榨菜，再捏紧成一个椭圆的团子，一只手就能拿着走。豆浆分甜咸，咸豆浆碗底放虾皮、紫菜、榨菜末和油条碎，冲入滚烫的豆浆，再点几滴醋和酱油，豆浆会微微结成豆花。</p>
<figure><img src="scene:street-food" alt="清早的早点摊，铁锅里排着一圈刚出锅的生煎"><figcaption>生煎出锅时先撒芝麻和葱花，锅盖一掀，满街都是香味。</figcaption></figure>
<h2>生煎怎么吃才不烫嘴</h2>
<p><a href="https://zh.wikipedia.org/wiki/生煎包">生煎</a>是上海早饭里最有仪式感的一样。平底大铁锅，底部煎得焦黄酥脆，上面撒芝麻葱花。店家的做法大致分两派：全发面的皮厚而暄软，半发面的皮薄、汤汁更多，各有拥趸，不妨都试一试。</p>
<ol>
<li>先咬开一个小口，别急着整只塞进嘴里。</li>
<li>轻轻吸掉里面的汤汁，再蘸一点醋。</li>
<li>最后连焦底一起吃，配一碗咖喱牛肉汤或者油豆腐粉丝汤正好。</li>
</ol>
<blockquote>在上海，早饭吃得好不好，全看你愿不愿意早起半个钟头。</blockquote>
<p>住在上海静安雅舍酒店的话，附近弄堂里就有几家老早点摊；从上海人民广场简宿酒店出门坐一两站地铁，也能找到排队的生煎店。记得带上手机支付，早点摊找零不方便。</p>`,
    },
  },
  {
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
  },
  {
    key: 'chengdu-hotpot-and-noodles',
    channel: 'food',
    daysAgo: 58,
    tags: ['成都', '美食', '夜生活'],
    cover: 'noodles',
    'zh-cn': {
      title: '成都吃什么：一锅红汤，几碗小面',
      summary: '晚上围着牛油红锅涮毛肚，白天在街边馆子吃担担面、甜水面和钟水饺。给第一次来成都的人一份点菜提示。',
      content: `<p>成都人吃饭，讲的是一个“巴适”。晚上呼朋唤友围坐一口翻滚的红锅，白天一个人进街边小馆，一碗面、一碗抄手就能打发。</p>
<h2>火锅：先点这几样</h2>
<p><a href="https://zh.wikipedia.org/wiki/火锅">火锅</a>的锅底多是牛油红汤，九宫格的中间一格火最旺，适合烫毛肚、鸭肠这类一烫就熟的，四周的格子慢慢煮土豆、藕片和肉丸。怕辣的话点鸳鸯锅，一半清汤一半红汤。</p>
<ul>
<li><strong>毛肚</strong>：筷子夹着在红汤里“七上八下”，十几秒就捞，口感脆。</li>
<li><strong>鸭肠、黄喉</strong>：同样是烫一下就吃，煮久了会嚼不动。</li>
<li><strong>嫩牛肉、耗儿鱼</strong>：牛肉腌得嫩滑，耗儿鱼多煮一会儿更入味。</li>
<li><strong>蘸碟</strong>：香油碟加蒜泥、葱花和香菜，能压住辣，也能给烫好的菜降降温。</li>
</ul>
<p>吃到一半嘴里发麻，就来一碗红糖冰粉，这是成都火锅店的标配。</p>
<figure><img src="scene:noodles" alt="一碗红油面条，上面撒着花生碎和葱花"><figcaption>成都的面馆，一碗面往往只卖十几块。</figcaption></figure>
<h2>面和抄手</h2>
<p>担担面是干拌面，碗底是红油、芽菜和炒得酥香的肉臊，拌匀再吃。甜水面的面条粗得像筷子，淋上甜口的复制酱油和红油，甜、辣、香都有。钟水饺和龙抄手都是老字号，前者浇红油甜酱，后者清汤红油都有。一个人想吃火锅，就去吃冒菜，当地人管它叫“一个人的火锅”。</p>
<blockquote>在成都，辣只是开场，麻和香才是后劲。</blockquote>
<p>住在成都春熙蜀锦酒店，步行几分钟就有一整条街的火锅店；成都文殊坊客栈附近则是小吃扎堆的地方，钟水饺、甜水面和三大炮都在步行范围内。</p>`,
    },
    en: {
      title: 'Eating in Chengdu: a pot of red broth and a few bowls of noodles',
      summary:
        "Dip tripe in a bubbling beef-tallow hotpot at night, and eat dandan noodles, sweet water noodles and dumplings in red oil by day. A first-timer's ordering guide.",
      content: `<p>Chengdu people take their pleasures seriously and their meals slowly. In the evening friends gather round a bubbling pot of red broth; in the daytime a bowl of noodles or wontons in a small shop is enough.</p>
<h2>Hotpot: what to order first</h2>
<p>Most Chengdu <a href="https://en.wikipedia.org/wiki/Hot_pot">hotpot</a> is a beef-tallow broth loaded with chillies and Sichuan pepper. In a nine-square pot the centre is the hottest: use it for things that cook in seconds, such as tripe and duck intestine, and let potatoes, lotus root and meatballs simmer in the outer squares. If you are wary of the heat, ask for a split pot, half plain broth and half red.</p>
<ul>
<li><strong>Beef tripe</strong>: hold it in the broth with your chopsticks, dipping it up and down for fifteen seconds or so, and it stays crunchy.</li>
<li><strong>Duck intestine and aorta</strong>: also just a quick dip; leave them in and they turn to rubber.</li>
<li><strong>Marinated beef and small fish</strong>: the beef is silky, and the fish improves with a few minutes more.</li>
<li><strong>The dip</strong>: sesame oil with crushed garlic, spring onion and coriander tames the chilli and cools each mouthful.</li>
</ul>
<p>When your lips start to tingle, order a bowl of bingfen, a cool jelly with brown sugar syrup that every hotpot place serves.</p>
<figure><img src="scene:noodles" alt="A bowl of noodles in chilli oil topped with crushed peanuts and spring onion"><figcaption>In Chengdu's noodle shops a bowl usually costs less than twenty yuan.</figcaption></figure>
<h2>Noodles and wontons</h2>
<p>Dandan noodles are served dry, over chilli oil, preserved mustard greens and crisp minced pork; mix well before you eat. Sweet water noodles are as thick as chopsticks, dressed in a sweet spiced soy sauce and chilli oil. Zhong dumplings and Long wontons are old names of the city: the first come in sweet red oil, the second in clear or spicy broth. On your own and craving hotpot? Try <em>maocai</em>, which locals call hotpot for one.</p>
<blockquote>In Chengdu the heat is only the opening act; the numbing tingle and the fragrance are what stay with you.</blockquote>
<p>From the Shujin Hotel Chunxi Road a whole street of hotpot restaurants is a few minutes' walk away, and the lanes around the Wenshu Lane Inn Chengdu are full of snack shops selling dumplings, sweet water noodles and <em>san da pao</em>, the rice balls thrown so they thud.</p>`,
    },
  },
  {
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
  },
  {
    key: 'guangzhou-morning-tea',
    channel: 'food',
    daysAgo: 96,
    tags: ['广州', '美食', '茶'],
    cover: 'tea-house',
    'zh-cn': {
      title: '广州叹早茶：一盅两件，慢慢来',
      summary: '虾饺、烧卖、叉烧包、肠粉，再泡一壶普洱。去广州的茶楼坐一个上午，顺便学会用手指“叩谢”。',
      content: `<p>广州人说“饮茶”，其实重点在点心。一盅茶、两件点心，老街坊能在茶楼里坐上一整个上午，看报纸、聊家常，这就叫“叹早茶”。</p>
<h2>先点茶，再点心</h2>
<p>坐下后服务员会先问喝什么茶。常见的有普洱、铁观音、菊普（菊花加普洱）和寿眉，油腻的点心吃多了，普洱最解腻。茶楼一般按人收茶位费。点心多数是勾点心纸，也有推车在厅里转。</p>
<ul>
<li><strong>虾饺</strong>：澄面皮晶莹透亮，能隐约看到里面整只的虾仁，是考一家茶楼手艺的第一道。</li>
<li><strong>干蒸烧卖</strong>：猪肉和虾仁做馅，顶上一点蟹籽。</li>
<li><strong>叉烧包</strong>：蒸好后顶上裂开三道口，广州人叫“开口笑”。</li>
<li><strong>肠粉</strong>：米浆蒸成薄皮，卷上牛肉、虾仁或叉烧，淋甜豉油。</li>
<li><strong>豉汁凤爪、萝卜糕、流沙包</strong>：一咸一香一甜，适合收尾。</li>
</ul>
<figure><img src="scene:tea-house" alt="茶楼里的圆桌，桌上摆着茶壶和几笼点心"><figcaption>周末早上七点前后，老茶楼门口就开始排队。</figcaption></figure>
<h2>茶桌上的小规矩</h2>
<p>别人给你斟茶时，用食指和中指在桌上轻叩两三下，表示感谢，这就是“叩指礼”。茶壶里没水了，把壶盖掀开斜放在壶口，服务员看到就会来续水。</p>
<blockquote>一盅两件，叹世界。——这是老广对早茶最朴素的形容。</blockquote>
<p>陶陶居、莲香楼都是百年老字号，广州酒家也有几十年历史，荔湾湖边的泮溪酒家还有园林可看。住在广州沙面洋楼酒店，过桥就是上下九，附近的茶楼走路就能到；周末想少排队，记得早点出门。想了解更多点心，可以看看<a href="https://zh.wikipedia.org/wiki/虾饺">虾饺</a>的词条。</p>`,
    },
    en: {
      title: 'Morning tea in Guangzhou: one pot, two dim sum, no hurry',
      summary:
        'Har gow, siu mai, char siu buns and rice rolls, with a pot of pu-erh. Spend a morning in a Guangzhou teahouse and learn to say thank you with your fingers.',
      content: `<p>When Guangzhou people talk about going for tea, they really mean <a href="https://en.wikipedia.org/wiki/Dim_sum">dim sum</a>. A pot of tea and two baskets, <em>yat zung loeng gin</em>, can keep an old neighbour at the table all morning with a newspaper and a good gossip. Locals call it savouring tea.</p>
<h2>Order the tea, then the dim sum</h2>
<p>As you sit down you will be asked which tea you want. Pu-erh, tieguanyin, chrysanthemum pu-erh and shoumei white tea are the usual choices, and pu-erh is the one that cuts through the fried things. Teahouses charge a small tea fee per person. Most dim sum is ordered by ticking a paper menu, though some places still push trolleys round the room.</p>
<ul>
<li><strong>Har gow</strong>: translucent wheat-starch wrappers that show the whole shrimp inside. It is the dish that tests a teahouse's kitchen.</li>
<li><strong>Siu mai</strong>: pork and shrimp, topped with a dot of fish roe.</li>
<li><strong>Char siu bao</strong>: steamed buns that split open on top, which locals say makes them smile.</li>
<li><strong>Cheung fun</strong>: sheets of steamed rice batter rolled around beef, shrimp or barbecue pork, with sweet soy poured over.</li>
<li><strong>Chicken feet in black bean sauce, turnip cake and custard buns</strong>: savoury, crisp and sweet, a good way to finish.</li>
</ul>
<figure><img src="scene:tea-house" alt="A round table in a teahouse with a teapot and several bamboo steamers"><figcaption>At weekends the queue at the old teahouses starts around seven in the morning.</figcaption></figure>
<h2>Small customs at the table</h2>
<p>When someone pours your tea, tap two fingers lightly on the table two or three times to say thank you. When the pot runs dry, leave its lid tilted open on the rim and a waiter will come to refill it.</p>
<blockquote>One pot, two baskets, and the world can wait: that is morning tea as the old Cantonese describe it.</blockquote>
<p>Taotaoju and Lianxianglou have been serving dim sum for well over a century, Guangzhou Restaurant for almost as long, and Panxi Restaurant by Liwan Lake comes with a garden. From the Shamian Heritage Hotel Guangzhou, the Shangxiajiu shopping street is just over the bridge and several teahouses are within walking distance; at weekends, go early to skip the queue. For more, the <a href="https://en.wikipedia.org/wiki/Yum_cha">yum cha</a> article is a good start.</p>`,
    },
  },
  {
    key: 'tokyo-depachika-and-ramen',
    channel: 'food',
    daysAgo: 115,
    tags: ['东京', '美食', '购物'],
    cover: 'noodles',
    'zh-cn': {
      title: '东京吃什么：百货地下一层，和一碗拉面',
      summary: '百货公司的地下食品层是东京最好逛的“菜市场”；拉面店则从买一张食券开始。给第一次去东京的人几条实用提示。',
      content: `<p>在东京，最省心的一顿饭往往不在餐厅，而在百货公司的地下一层。日本人把这里叫作“デパ地下”（百货地下），便当、熟食、和果子、洋果子、生鲜和酒一应俱全，像一座精致的菜市场。</p>
<h2>逛百货地下的几条提示</h2>
<ul>
<li>新宿的伊势丹、银座的三越都以地下食品层闻名，工作日上午人最少。</li>
<li>很多柜台提供试吃，尝过再买不失礼，但别一路吃下去不买。</li>
<li>闭店前一小时左右，便当和熟食会陆续贴上折扣标签，适合买回酒店当晚饭。</li>
<li>和果子讲究季节，春天有樱饼，秋天有栗子做的点心，买来送人也体面。</li>
</ul>
<figure><img src="scene:noodles" alt="一碗酱油拉面，汤色清亮，上面铺着叉烧、溏心蛋和葱花"><figcaption>东京拉面的老派做法是酱油汤底，清爽不油腻。</figcaption></figure>
<h2>一碗拉面</h2>
<p><a href="https://zh.wikipedia.org/wiki/日本拉面">日本拉面</a>按汤底大致分酱油、盐、味噌和豚骨四种，东京的老派“中华そば”多是酱油汤底。沾面则是把面和浓汤分开上，夹面蘸汤吃，夏天尤其受欢迎。东京站地下有一条拉面街，几家名店集中在一起，赶车前也能吃一碗。</p>
<ol>
<li>进门先在食券机上选好面和加料再付钱，不少机器只收现金，新一些的也能刷交通卡。</li>
<li>把食券交给店员，可以说明面条要硬一点或软一点。</li>
<li>吃面出声不算失礼，但吃完别久坐，门口往往还有人在等。</li>
</ol>
<blockquote>在东京，一个人吃饭从来不会尴尬：吧台座位，就是为一个人准备的。</blockquote>
<p>住在东京银座花月酒店，走几步就是银座的百货公司；东京新宿霞庭酒店离新宿站西口约八分钟，站前和西新宿一带拉面店很多，深夜也能吃到热汤面。</p>`,
    },
    en: {
      title: 'Eating in Tokyo: the department store basement and a bowl of ramen',
      summary:
        "Tokyo's department store food halls are the city's most elegant market, and a ramen meal starts at the ticket machine. Practical tips for a first visit.",
      content: `<p>In Tokyo, the easiest good meal is often not in a restaurant at all but in the basement of a department store. The Japanese call these food halls <a href="https://en.wikipedia.org/wiki/Depachika">depachika</a>, and they hold everything from bento and ready-made dishes to Japanese sweets, French pastries, fresh produce and sake: a very polished food market.</p>
<h2>Tips for the food halls</h2>
<ul>
<li>Isetan in Shinjuku and Mitsukoshi in Ginza are famous for their food floors; weekday mornings are the quietest.</li>
<li>Many counters offer tastings. Trying before you buy is perfectly polite; grazing your way through without buying is not.</li>
<li>About an hour before closing, bento and prepared dishes get discount stickers, which makes for an easy dinner back at the hotel.</li>
<li>Japanese sweets follow the seasons, with cherry leaf mochi in spring and chestnut confections in autumn, and they make a good gift.</li>
</ul>
<figure><img src="scene:noodles" alt="A bowl of soy sauce ramen in clear broth, topped with pork, a soft-boiled egg and spring onion"><figcaption>The old Tokyo style is a soy sauce broth, clear and light.</figcaption></figure>
<h2>A bowl of ramen</h2>
<p><a href="https://en.wikipedia.org/wiki/Ramen">Ramen</a> broths fall roughly into four families: soy sauce, salt, miso and pork bone. Tokyo's old-school <em>chuka soba</em> is mostly soy-based. <em>Tsukemen</em> serves the noodles and a rich dipping broth separately, and it is especially popular in summer. Under Tokyo Station there is a ramen street where several well-known shops sit side by side, handy before a train.</p>
<ol>
<li>Choose your noodles and extras at the ticket machine by the door and pay there; many machines take cash only, though newer ones accept transit cards.</li>
<li>Hand the ticket to the staff; you can ask for your noodles firmer or softer.</li>
<li>Slurping is fine, lingering less so: when you finish, give up your seat to the people waiting outside.</li>
</ol>
<blockquote>Eating alone in Tokyo is never awkward: the counter seats are made for one.</blockquote>
<p>The department stores of Ginza are a few steps from the Hanatsuki Hotel Ginza. The Kasumi Hotel Shinjuku is eight minutes from the west exit of Shinjuku Station, where ramen shops are everywhere and a hot bowl is easy to find late at night.</p>`,
    },
  },
];
