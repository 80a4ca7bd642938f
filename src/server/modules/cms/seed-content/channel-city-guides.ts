/** City guides: one per city of the demo hotels — neighbourhoods, sights, when to go, where to stay — by the editorial team. (docs/design/content.md §11) */
import { body } from './compose';
import type { SeedArticle } from './types';

export const ARTICLES: SeedArticle[] = [
  {
    key: 'hangzhou-city-guide',
    channel: 'city-guides',
    daysAgo: 6,
    featured: true,
    tags: ['杭州', '自然', '住宿'],
    cover: 'lake',
    'zh-cn': {
      title: '杭州城市指南：湖山之间住哪里、怎么玩',
      summary:
        '西湖只是杭州的开头。这份指南按街区讲清楚北山街、湖滨、龙井和运河一带各自怎么逛，什么季节来最好，以及住在哪里最省脚力。',
      content: body(
        `<p>很多人第一次来杭州，行程就是“西湖一日游”：走完断桥、白堤、苏堤，就觉得看完了。其实杭州的好处在于湖、山、城挨得很近——早上在湖边散步，中午钻进茶山，傍晚回到运河边的老街吃饭，一天之内能换好几种风景。</p>`,
        `<h2>按街区来逛</h2>`,
        `<ul>
<li><strong>北山街与孤山</strong>：宝石山脚下的一条老街，民国老建筑、保俶塔、断桥都在这一段，是清晨散步最舒服的湖岸。</li>
<li><strong>湖滨</strong>：湖东岸的商业区，步行街、商场和地铁站都集中在这里，晚上看音乐喷泉的人也最多。</li>
<li><strong>龙井与九溪</strong>：西湖西南边的山里，茶园一层层铺在坡上。沿九溪十八涧顺着溪水往下走，慢慢走要一个半到两个小时。</li>
<li><strong>运河与桥西</strong>：城北的京杭大运河边，拱宸桥一带的老街还留着旧时的码头和仓库，游客不多，适合慢慢走。</li>
</ul>`,
        `<figure><img src="scene:lake" alt="清晨的湖面，远处是小山和一座细长的塔"><figcaption>清晨的北山街一带，游人还不多。</figcaption></figure>`,
        `<h2>什么时候来</h2>`,
        `<p>三月底到四月是杭州最好看的时候：苏堤的桃花开了，柳树刚绿；清明前后，龙井村家家户户都在采茶炒茶。九月下旬到十月桂花开，满城都是甜香，满觉陇一带最浓。盛夏闷热，梅雨季（大约六月中到七月初）几乎天天下雨，如果只能夏天来，就把户外活动放在早晚。五一和国庆假期湖边人挤人，能避开尽量避开。</p>`,
        `<h2>住在哪里</h2>`,
        `<p>想每天一出门就是西湖，选北山街上的<strong>杭州西湖柳岸酒店</strong>，过马路就是断桥，走到白堤只要几分钟。预算更实在、又想兼顾地铁和购物，<strong>杭州武林门商务酒店</strong>在武林广场商圈，地铁1号线、2号线都在附近，走到湖边二十来分钟。想躲开人群、住进茶山里，可以看看龙井村的杭州龙井茶园山居。</p>`,
        `<blockquote>西湖边的景点大多不要门票，真正稀缺的是清早和傍晚那几个小时。住得离湖近，就等于多出了半天。</blockquote>`,
        `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/西湖">维基百科：西湖</a></p>`,
      ),
    },
    en: {
      title: 'Hangzhou city guide: the lake, the hills and where to stay',
      summary:
        'West Lake is only the start. A neighbourhood-by-neighbourhood guide to Hangzhou: the lake shore, the tea hills and the Grand Canal, the best seasons, and where to base yourself.',
      content: body(
        `<p>Plenty of first-time visitors give Hangzhou a single day: the Broken Bridge, the Bai Causeway, the Su Causeway, done. But the real pleasure of the city is how close the lake, the hills and the streets sit to one another. You can walk the shore at dawn, be among tea bushes by lunchtime and eat beside the Grand Canal in the evening.</p>`,
        `<h2>Neighbourhood by neighbourhood</h2>`,
        `<ul>
<li><strong>Beishan Street and Solitary Hill</strong>: an old street at the foot of Baoshi Hill, with early twentieth-century villas, the slender Baochu Pagoda and the Broken Bridge. The best stretch of shore for an early walk.</li>
<li><strong>Hubin</strong>: the shopping district on the east shore, with the pedestrian streets, the malls and the metro. The evening fountain show draws the biggest crowds.</li>
<li><strong>Longjing and Jiuxi</strong>: the hills south-west of the lake, terraced with tea. Following the stream down the Jiuxi valley takes an unhurried hour and a half to two hours.</li>
<li><strong>The Grand Canal at Qiaoxi</strong>: in the north of the city, the lanes around Gongchen Bridge keep their old wharves and warehouses. Few tourists make it here, which is the point.</li>
</ul>`,
        `<figure><img src="scene:lake" alt="A calm lake at dawn with low hills and a slender pagoda in the distance"><figcaption>Beishan Street at dawn, before the crowds arrive.</figcaption></figure>`,
        `<h2>When to go</h2>`,
        `<p>Late March and April are Hangzhou at its loveliest: peach blossom and fresh willows on the Su Causeway, and around the Qingming festival the whole of Longjing village is picking and roasting tea. From late September into October the osmanthus flowers and the city smells sweet, nowhere more than at Manjuelong. High summer is sticky, and during the plum rains (roughly mid-June to early July) it rains most days, so if summer is your only option, plan to be outdoors early and late. Avoid the May Day and National Day holidays if you possibly can.</p>`,
        `<h2>Where to stay</h2>`,
        `<p>To step out of the door onto the lake every morning, choose the <strong>Willow Bank Hotel West Lake</strong> on Beishan Street: the Broken Bridge is across the road and the Bai Causeway a few minutes away. For a lower price with the metro and the shops close by, the <strong>Wulin Gate Hotel Hangzhou</strong> is near Wulin Square, with lines 1 and 2 nearby and the lake twenty minutes on foot. And if you would rather escape the crowds altogether, look at the Longjing Tea Hills Lodge up among the tea terraces.</p>`,
        `<blockquote>Most of the sights around West Lake are free. What is in short supply is the early morning and the evening light, and staying close to the water gives you both.</blockquote>`,
        `<p>Further reading: <a href="https://en.wikipedia.org/wiki/West_Lake">West Lake on Wikipedia</a></p>`,
      ),
    },
  },
  {
    key: 'shanghai-city-guide',
    channel: 'city-guides',
    daysAgo: 21,
    tags: ['上海', '住宿', '夜生活'],
    cover: 'skyline',
    'zh-cn': {
      title: '上海城市指南：外滩、老洋房与弄堂之间',
      summary:
        '上海很大，但游客常去的几片区域其实只隔几站地铁。我们把外滩、陆家嘴、衡复风貌区和新天地分开讲，再说说各自适合住哪家酒店。',
      content: body(
        `<p>上海的样子要分开看：外滩一侧是开埠以后盖起来的银行和洋行大楼，黄浦江对岸的陆家嘴是九十年代以后才长起来的摩天楼，往西走进衡山路、复兴路一带，又是梧桐树下的老洋房和弄堂。第一次来，不妨按区域安排，每天只逛一两片。</p>`,
        `<h2>值得花时间的几片区域</h2>`,
        `<ul>
<li><strong>外滩与南京东路</strong>：白天看建筑细节，晚上看对岸灯光。外滩的大楼多建于二十世纪二三十年代，沿中山东一路慢慢走一趟，大约半小时。</li>
<li><strong>陆家嘴</strong>：东方明珠、上海中心都在这里。上海中心的观光厅在118层，天气通透的日子视野最好。</li>
<li><strong>衡复风貌区</strong>：武康路、安福路、复兴西路一带最适合Citywalk，沿路是咖啡馆和小店，武康大楼前总有人在拍照。</li>
<li><strong>新天地与田子坊</strong>：都是石库门老房子改成的街区，新天地偏餐厅和酒吧，田子坊则像一座小弄堂迷宫。</li>
</ul>`,
        `<figure><img src="scene:skyline" alt="黄昏时分江对岸亮起灯光的高楼群"><figcaption>从外滩看陆家嘴，灯刚亮起来的那一刻最好看。</figcaption></figure>`,
        `<h2>什么时候来</h2>`,
        `<p>四五月和十月、十一月最舒服，气温适中，雨也不多。六月中旬起进入梅雨季，七八月闷热，常有三十五度以上的高温；冬天湿冷，老房子里不一定暖和。外滩的亮灯时间随季节变化，节假日晚上人流很大，地铁南京东路站有时会限流，不妨早点过去或者多走一站。</p>`,
        `<h2>住在哪里</h2>`,
        `<p>第一次来、想每天推窗就看到黄浦江，选<strong>上海外滩江岸酒店</strong>：它在外滩南段一栋二十年代的银行大楼里，多数房间正对陆家嘴。喜欢弄堂生活的，<strong>上海新天地梧桐里酒店</strong>由三栋石库门连成，原来的天井和木楼梯都留着，走到田子坊十五分钟。要赶早班飞机，虹桥枢纽商旅酒店离虹桥机场一号航站楼只有两公里左右。</p>`,
        `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/外滩">维基百科：外滩</a></p>`,
      ),
    },
    en: {
      title: 'Shanghai city guide: the Bund, old villas and lane houses',
      summary:
        'Shanghai is vast, but the areas visitors want are only a few metro stops apart. How the Bund, Lujiazui, the former French Concession and Xintiandi differ, and where to stay in each.',
      content: body(
        `<p>Shanghai is best taken a piece at a time. Along the Bund stand the banks and trading houses built after the port opened to foreign trade; across the Huangpu, the towers of Lujiazui have almost all gone up since the 1990s; and to the west, around Hengshan and Fuxing Roads, plane trees shade old villas and lane houses. On a first visit, plan by district and take on one or two a day.</p>`,
        `<h2>The districts worth your time</h2>`,
        `<ul>
<li><strong>The Bund and East Nanjing Road</strong>: look at the stonework by day and the lights across the river by night. Most of the Bund's buildings date from the 1920s and 1930s, and an unhurried walk along Zhongshan East 1st Road takes about half an hour.</li>
<li><strong>Lujiazui</strong>: home to the Oriental Pearl Tower and the Shanghai Tower, whose observation deck is on the 118th floor. Save it for a clear day.</li>
<li><strong>The former French Concession</strong>: Wukang, Anfu and West Fuxing Roads make the classic city walk, lined with cafés and small shops. There is always someone taking photos in front of the Wukang Mansion.</li>
<li><strong>Xintiandi and Tianzifang</strong>: both are made of converted shikumen lane houses. Xintiandi leans towards restaurants and bars; Tianzifang is a maze of narrow alleys.</li>
</ul>`,
        `<figure><img src="scene:skyline" alt="Tall towers across a river, their lights coming on at dusk"><figcaption>Lujiazui from the Bund, just as the lights come on.</figcaption></figure>`,
        `<h2>When to go</h2>`,
        `<p>April, May, October and November are the most comfortable months, mild and fairly dry. The plum rains start in mid-June, July and August are hot and humid with frequent days above 35°C, and winter is damp and chilly, with old buildings not always well heated. The Bund's lighting hours change with the season, and on holiday evenings the crowds are big enough that East Nanjing Road metro station sometimes limits entry, so go early or walk from the next stop.</p>`,
        `<h2>Where to stay</h2>`,
        `<p>If you want the river outside your window every morning, book <strong>The Riverside Bund Hotel Shanghai</strong>, set in a 1920s bank building on the southern Bund, with most rooms facing Lujiazui. For lane-house life, the <strong>Wutong Lane Hotel Xintiandi</strong> joins three shikumen houses and keeps their courtyards and timber staircases; Tianzifang is fifteen minutes' walk away. Catching an early flight? The Hongqiao Transit Hotel is about two kilometres from Terminal 1 at Hongqiao Airport.</p>`,
        `<p>Further reading: <a href="https://en.wikipedia.org/wiki/The_Bund">The Bund on Wikipedia</a></p>`,
      ),
    },
  },
  {
    key: 'beijing-city-guide',
    channel: 'city-guides',
    daysAgo: 48,
    tags: ['北京', '博物馆', '住宿'],
    cover: 'museum',
    'zh-cn': {
      title: '北京城市指南：中轴线、胡同与长城怎么安排',
      summary:
        '北京的景点多而分散，排好顺序比多跑几个地方更重要。这份指南讲清楚故宫怎么预约、胡同怎么逛、长城选哪段，以及王府井和什刹海两种住法。',
      content: body(
        `<p>北京老城是沿着一条南北中轴线铺开的：从永定门往北，经过前门、天安门、故宫、景山，一直到鼓楼和钟楼。顺着这条线走一遍，明清北京城的格局就看明白了。往西北是颐和园，再往远是长城，这两处最好各留出整整一天。</p>`,
        `<h2>先订好这几样</h2>`,
        `<ul>
<li><strong>故宫</strong>：实名预约，旺季和节假日的门票常常提前几天就订完了，一定要通过官方渠道提早下单。通常周一闭馆（法定节假日除外）。</li>
<li><strong>天安门广场</strong>：目前也需要提前预约，进广场要过安检，记得带身份证件。</li>
<li><strong>长城</strong>：第一次去推荐慕田峪，游人比八达岭少，有缆车和滑道，带老人孩子也轻松。</li>
</ul>`,
        `<figure><img src="scene:museum" alt="红墙黄瓦的古代宫殿建筑"><figcaption>红墙黄瓦，下午的光线最柔和。</figcaption></figure>`,
        `<h2>在胡同里慢慢走</h2>`,
        `<p>什刹海一带是逛胡同最方便的地方：西海、后海、前海连成一片水面，烟袋斜街、南锣鼓巷、鼓楼都在步行范围内。租一辆自行车在胡同里转，比坐三轮车更自在。想看更安静的老北京，可以往东城的史家胡同、东四一带走走。</p>`,
        `<h2>什么时候来、住在哪里</h2>`,
        `<p>九月到十月是北京最好的季节，天高云淡，香山红叶一般在十月下旬到十一月初最好看。春天风大，偶尔有沙尘；夏天炎热，午后多雷阵雨；冬天干冷，但室内有暖气，游客也少。</p>`,
        `<p>第一次来、想走路去故宫，<strong>北京王府井紫垣酒店</strong>在王府井大街北口，走到故宫东华门十五分钟，高层客房能望见紫禁城的屋顶。想住进胡同里，<strong>北京什刹海四合院客栈</strong>是一座两进的老院子，出胡同口就是后海，冬天有地暖，前台还能借自行车。</p>`,
        `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/北京中轴线">维基百科：北京中轴线</a></p>`,
      ),
    },
    en: {
      title: 'Beijing city guide: the central axis, the hutongs and the Great Wall',
      summary:
        "Beijing's sights are many and far apart, so the order matters more than the number. How to book the Forbidden City, wander the hutongs, pick a stretch of the Great Wall, and choose a base.",
      content: body(
        `<p>Old Beijing was laid out along a single north–south axis: from Yongdingmen north through Qianmen, Tiananmen, the Forbidden City and Jingshan to the Drum and Bell Towers. Walk that line and the plan of the Ming and Qing capital makes sense. The Summer Palace lies to the north-west and the Great Wall further out; give each of them a full day.</p>`,
        `<h2>Book these first</h2>`,
        `<ul>
<li><strong>The Forbidden City</strong>: tickets are sold in advance under your own name and often sell out days ahead in high season and on holidays, so book early through the official channels. It is usually closed on Mondays, except on public holidays.</li>
<li><strong>Tiananmen Square</strong>: at present this also needs a reservation, and there are security checks at the entrances, so bring your passport.</li>
<li><strong>The Great Wall</strong>: for a first visit we suggest Mutianyu. It is less crowded than Badaling and has a cable car and a toboggan run, which makes it easy going with grandparents or children.</li>
</ul>`,
        `<figure><img src="scene:museum" alt="Palace halls with red walls and golden roof tiles"><figcaption>Red walls and golden tiles look their best in the afternoon light.</figcaption></figure>`,
        `<h2>Take the hutongs slowly</h2>`,
        `<p>Shichahai is the easiest place to start: three connected lakes, Xihai, Houhai and Qianhai, with Yandai Xiejie, Nanluoguxiang and the Drum Tower all within walking distance. Hiring a bike and pedalling through the lanes beats a rickshaw tour. For a quieter old Beijing, head east to Shijia Hutong and the streets around Dongsi.</p>`,
        `<h2>When to go and where to stay</h2>`,
        `<p>September and October are the best months, with high blue skies, and the leaves at Fragrant Hills usually turn red from late October into early November. Spring is windy, with the odd dust storm; summer is hot, with afternoon thunderstorms; winter is dry and cold, but buildings are well heated and the crowds thin out.</p>`,
        `<p>To walk to the Forbidden City, stay at the <strong>Ziyuan Hotel Wangfujing</strong> at the north end of Wangfujing Street, fifteen minutes from the palace's east gate, with views over its roofs from the upper floors. To sleep in a hutong, the <strong>Shichahai Courtyard Inn Beijing</strong> is an old two-courtyard house a few steps from Houhai, with underfloor heating for winter and bikes to borrow at reception.</p>`,
        `<p>Further reading: <a href="https://en.wikipedia.org/wiki/Forbidden_City">The Forbidden City on Wikipedia</a></p>`,
      ),
    },
  },
  {
    key: 'chengdu-city-guide',
    channel: 'city-guides',
    daysAgo: 63,
    tags: ['成都', '茶', '小吃'],
    cover: 'tea-house',
    'zh-cn': {
      title: '成都城市指南：茶馆、熊猫和一碗面',
      summary: '成都适合慢慢待。这份指南告诉你看熊猫要多早出门、哪几家茶馆值得坐一下午，以及住春熙路还是宽窄巷子。',
      content: body(
        `<p>成都人常说：“来都来了，先坐下喝杯茶。”这座城市的节奏确实慢，景点之间也不算远。与其一天赶好几个地方，不如每天安排一两件事，剩下的时间留给茶馆、面馆和街边的小吃店。</p>`,
        `<h2>不要错过</h2>`,
        `<ul>
<li><strong>大熊猫繁育研究基地</strong>：熊猫早上吃竹子时最活跃，天一热就趴着睡觉，最好一开园就进去。</li>
<li><strong>人民公园的鹤鸣茶社</strong>：一碗盖碗茶能坐一下午，旁边有掏耳朵的师傅，也有下棋打牌的老人。</li>
<li><strong>文殊院</strong>：免费开放的老寺院，周围一圈都是小吃店，早上来人最少。</li>
<li><strong>武侯祠与锦里</strong>：武侯祠讲的是三国故事，隔壁的锦里是热闹的仿古街，晚上灯笼亮起来更好看。</li>
</ul>`,
        `<figure><img src="scene:tea-house" alt="茶馆里摆着竹椅和盖碗茶"><figcaption>竹椅、盖碗和一下午的闲聊，是成都茶馆的标配。</figcaption></figure>`,
        `<h2>吃什么</h2>`,
        `<p>甜水面、钟水饺、担担面、龙抄手，都是吃一口就记得住的味道；火锅和串串留到晚上。怕辣可以点“微辣”，不过成都的微辣对外地人来说也不算轻，先尝一口再说。</p>`,
        `<h2>什么时候来、住在哪里</h2>`,
        `<p>三到五月和九到十一月最舒服；七八月又热又闷；冬天难得见到太阳，但并不算冷。</p>`,
        `<p>喜欢逛街吃火锅，就住<strong>成都春熙蜀锦酒店</strong>，走到春熙路和太古里只要五分钟，隔壁就是大慈寺。想感受老成都的夜晚，<strong>成都宽窄锦庐酒店</strong>由几座清代川西民居改建而成，等白天的游客散去，巷子里一下子安静下来。</p>`,
        `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/成都大熊猫繁育研究基地">维基百科：成都大熊猫繁育研究基地</a></p>`,
      ),
    },
    en: {
      title: 'Chengdu city guide: teahouses, pandas and a good bowl of noodles',
      summary:
        'Chengdu rewards a slow pace. How early to leave for the pandas, which teahouses deserve an afternoon, and whether to stay near Chunxi Road or Kuanzhai Alley.',
      content: body(
        `<p>"You've made it this far, so sit down and have some tea," as people in Chengdu like to say. The city does move slowly, and its sights are not far apart. Rather than racing between them, plan one or two things a day and leave the rest for teahouses, noodle shops and the snack stalls on every corner.</p>`,
        `<h2>Don't miss</h2>`,
        `<ul>
<li><strong>The Giant Panda Breeding Research Base</strong>: the pandas are most active in the morning while they eat their bamboo, and doze off as soon as it warms up, so be there when it opens.</li>
<li><strong>Heming Teahouse in People's Park</strong>: one bowl of lidded-cup tea buys you an afternoon, with ear cleaners doing their rounds and old men playing cards around you.</li>
<li><strong>Wenshu Monastery</strong>: an old temple that is free to enter, ringed by snack shops and quietest in the morning.</li>
<li><strong>Wuhou Shrine and Jinli</strong>: the shrine tells the story of the Three Kingdoms, and Jinli next door is a lively street of old-style buildings, prettiest at night when the lanterns are lit.</li>
</ul>`,
        `<figure><img src="scene:tea-house" alt="Bamboo chairs and lidded tea cups in a teahouse"><figcaption>Bamboo chairs, lidded cups and a long afternoon of chat: the Chengdu teahouse.</figcaption></figure>`,
        `<h2>What to eat</h2>`,
        `<p>Sweet-water noodles, Zhong dumplings, dan dan noodles and Long wontons are all dishes you remember after one mouthful; keep hotpot and skewers for the evening. If you are wary of chilli, ask for "a little spicy", though Chengdu's idea of a little is more than most visitors expect. Taste before you dig in.</p>`,
        `<h2>When to go and where to stay</h2>`,
        `<p>March to May and September to November are the most pleasant; July and August are hot and muggy, and winter brings little sun but is not especially cold.</p>`,
        `<p>For shopping and hotpot, stay at the <strong>Shujin Hotel Chunxi Road</strong>, five minutes on foot from Chunxi Road and Taikoo Li, with Daci Temple next door. For old Chengdu after dark, the <strong>Jinlu Hotel Kuanzhai Alley</strong> is built around several Qing-era courtyard houses, and once the day visitors leave, the lanes fall quiet.</p>`,
        `<p>Further reading: <a href="https://en.wikipedia.org/wiki/Chengdu_Research_Base_of_Giant_Panda_Breeding">the panda base on Wikipedia</a></p>`,
      ),
    },
  },
  {
    key: 'xian-city-guide',
    channel: 'city-guides',
    daysAgo: 77,
    tags: ['西安', '博物馆', '小吃'],
    cover: 'night-market',
    'zh-cn': {
      title: '西安城市指南：城墙、兵马俑与回坊的烟火气',
      summary:
        '西安的看点分散在城里城外。我们建议至少住三晚：一天给兵马俑，一天给城墙和博物馆，剩下的时间留给大雁塔和回坊。',
      content: body(
        `<p>西安的好处是历史离日常很近：明代城墙围着的老城里，钟楼就立在十字路口中央，下班的车流绕着它转；城外的兵马俑却要坐一个小时车才能到。排行程时把城里和城外分开，会轻松很多。</p>`,
        `<h2>三天这样排</h2>`,
        `<ol>
<li><strong>第一天：兵马俑。</strong>兵马俑在临潼，离市区约四十公里。可以在西安火车站东广场坐旅游专线，也可以坐地铁9号线到华清池站再换乘公交。一号坑最震撼，二号、三号坑也别跳过。</li>
<li><strong>第二天：城墙和博物馆。</strong>上午从南门（永宁门）登上城墙，租辆自行车骑一圈，全程约十四公里；下午去陕西历史博物馆，基本陈列免费，但要提前预约。</li>
<li><strong>第三天：大雁塔和回坊。</strong>白天去大慈恩寺看大雁塔，晚上在大唐不夜城散步，或者回到钟鼓楼一带吃夜宵。</li>
</ol>`,
        `<figure><img src="scene:night-market" alt="夜晚灯火通明的小吃街，摊位前挤满了人"><figcaption>天黑以后，回坊才真正热闹起来。</figcaption></figure>`,
        `<h2>吃在回坊</h2>`,
        `<p>回坊从鼓楼往北延伸，北院门那一段最热闹，游客多，价格也偏高；往西拐进大皮院、洒金桥，才是本地人常去的地方。肉夹馍、羊肉泡馍、biangbiang面、甑糕、柿子饼，都值得一试。</p>`,
        `<h2>什么时候来、住在哪里</h2>`,
        `<p>春秋两季最好，四五月和九十月温度合适；夏天常有三十五度以上的高温，冬天干冷。住在城墙里最方便：<strong>西安钟楼唐韵酒店</strong>离钟楼只有两百米，晚上从客房就能看到钟鼓楼亮灯；想住在小吃摊中间，<strong>西安回坊青砖客栈</strong>就在北院门，前台可以代订城墙自行车和兵马俑一日游。带孩子的家庭，可以考虑曲江的西安曲江雁塔酒店，有室外泳池和儿童游乐区。</p>`,
        `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/秦始皇兵马俑">维基百科：秦始皇兵马俑</a></p>`,
      ),
    },
    en: {
      title: "Xi'an city guide: the wall, the warriors and the Muslim Quarter",
      summary:
        "Xi'an's sights lie both inside and outside its walls. Give it three nights: a day for the warriors, a day for the wall and the museum, the rest for the pagoda and the Muslim Quarter.",
      content: body(
        `<p>What makes Xi'an special is how close its history sits to everyday life. Inside the Ming city wall, the Bell Tower stands in the middle of a crossroads with rush-hour traffic circling it, while the Terracotta Army is an hour's drive out of town. Split your days between the walled city and the sights outside and everything gets easier.</p>`,
        `<h2>Three days, in this order</h2>`,
        `<ol>
<li><strong>Day one: the Terracotta Army.</strong> The pits are at Lintong, about forty kilometres from the centre. Take the tourist bus from the east square of Xi'an Railway Station, or metro line 9 to Huaqingchi and a local bus from there. Pit 1 is the overwhelming one, but don't skip Pits 2 and 3.</li>
<li><strong>Day two: the wall and the museum.</strong> Climb the wall at the South Gate (Yongningmen) in the morning and hire a bike for the full circuit of about fourteen kilometres. In the afternoon, visit the Shaanxi History Museum; the main galleries are free, but you must book ahead.</li>
<li><strong>Day three: the Big Wild Goose Pagoda and the Muslim Quarter.</strong> See the pagoda and Da Ci'en Temple by day, then stroll the Datang Everbright City promenade in the evening, or head back to the Drum Tower for a late supper.</li>
</ol>`,
        `<figure><img src="scene:night-market" alt="A brightly lit food street at night, crowded with people at the stalls"><figcaption>After dark is when the Muslim Quarter really comes alive.</figcaption></figure>`,
        `<h2>Eating in the Muslim Quarter</h2>`,
        `<p>The Muslim Quarter runs north from the Drum Tower. Beiyuanmen, the busiest stretch, is full of visitors and priced accordingly; turn west into Dapiyuan and Sajinqiao to eat where locals do. Roujiamo, lamb paomo, biangbiang noodles, sticky jingao rice cake and fried persimmon cakes are all worth trying.</p>`,
        `<h2>When to go and where to stay</h2>`,
        `<p>Spring and autumn are best, especially April, May, September and October; summer often tops 35°C and winter is dry and cold. Staying inside the wall is the most convenient: the <strong>Tangyun Hotel Bell Tower</strong> is two hundred metres from the Bell Tower, which you can watch light up from your room. To sleep among the food stalls, the <strong>Grey Brick Inn Huifang</strong> is on Beiyuanmen, and its front desk can book bikes for the wall and day trips to the warriors. Families might prefer the Qujiang Pagoda Hotel Xi'an, with an outdoor pool and a children's play area.</p>`,
        `<p>Further reading: <a href="https://en.wikipedia.org/wiki/Terracotta_Army">the Terracotta Army on Wikipedia</a></p>`,
      ),
    },
  },
  {
    key: 'sanya-city-guide',
    channel: 'city-guides',
    daysAgo: 95,
    tags: ['三亚', '海岛', '住宿'],
    cover: 'beach',
    'zh-cn': {
      title: '三亚城市指南：四个海湾怎么选',
      summary: '亚龙湾、三亚湾、大东海、海棠湾，三亚每个海湾的脾气都不一样。按预算、玩法和同行的人，帮你挑一个住下来。',
      content: body(
        `<p>冬天从北方飞到三亚，一下飞机就得把羽绒服脱下来塞进箱子。三亚城不大，但几个海湾之间开车也要二三十分钟，住在哪一片，基本决定了这趟旅行是什么样子。</p>`,
        `<h2>四个海湾</h2>`,
        `<ul>
<li><strong>亚龙湾</strong>：沙白水清，浪小，适合游泳和浮潜，度假酒店扎堆，离市区约二十分钟车程。</li>
<li><strong>三亚湾</strong>：沿着椰梦长廊一路铺开，是看日落最好的地方，离凤凰机场近，生活气息浓。</li>
<li><strong>大东海</strong>：离市区最近，周围餐馆、水果摊、潜水店多，性价比高，适合不想整天待在酒店里的人。</li>
<li><strong>海棠湾</strong>：在城东北，大型度假村和免税城都在这边，安静，但去市区要远一些。</li>
</ul>`,
        `<figure><img src="scene:beach" alt="椰树下的白色沙滩和平静的海面"><figcaption>冬天的三亚，海水照样适合下水。</figcaption></figure>`,
        `<h2>什么时候来</h2>`,
        `<p>十一月到来年四月是旺季，天气晴朗干爽。春节前后机票和房价是全年最高，一定要早订。五月以后开始湿热，七到十月是台风季，出海项目可能临时取消，不过价格也是一年里最低的。</p>`,
        `<h2>吃海鲜与出海</h2>`,
        `<p>去第一市场买海鲜，再拿到旁边的加工店代加工，是本地人最常推荐的吃法。下单前问清楚按斤还是按只算、加工费怎么收。想出海浮潜，可以去蜈支洲岛或西岛；风浪大的日子船会停航，别把出海安排在离开的前一天。</p>`,
        `<blockquote>防晒是三亚的头等大事：帽子、墨镜、防晒衣比防晒霜管用，中午十一点到下午三点尽量待在阴凉处。</blockquote>`,
        `<h2>住在哪里</h2>`,
        `<p>一家人想在海边泡一整天，<strong>三亚亚龙湾椰林度假酒店</strong>直通白沙滩，海水平缓，孩子玩水也放心。想每天看日落、去市区方便，<strong>三亚湾海月酒店</strong>过马路就是海滩，还提供免费机场接送。预算有限的话，三亚大东海浪花酒店离沙滩步行三分钟，去第一市场打车十分钟。</p>`,
        `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/亚龙湾">维基百科：亚龙湾</a></p>`,
      ),
    },
  },
  {
    key: 'tokyo-city-guide',
    channel: 'city-guides',
    daysAgo: 34,
    tags: ['东京', '住宿', 'Citywalk'],
    cover: 'night-market',
    'zh-cn': {
      title: '东京城市指南：浅草、新宿还是银座，第一次去住哪里',
      summary:
        '东京的电车四通八达，选住处其实是在选一种气氛：老街的浅草、不夜的新宿，还是讲究的银座。另附季节和交通卡的小建议。',
      content: body(
        `<p>东京大得看不出边界，但对游客来说，它更像是由一个个街区拼起来的：每个车站周围都是一个小世界。地铁和JR线路密集，换乘虽然复杂，靠手机地图基本不会迷路。所以住在哪里，主要取决于你每天早晚想看到什么样的东京。</p>`,
        `<h2>适合第一次住的三个街区</h2>`,
        `<ul>
<li><strong>浅草</strong>：浅草寺、仲见世商店街和隅田川都在步行范围内，晴空塔过河就到。清早去浅草寺，几乎碰不到旅行团。</li>
<li><strong>新宿</strong>：交通最方便，去机场有利木津巴士，去箱根、河口湖也有直达车。晚上去思出横丁或黄金街吃串烧、喝一杯。</li>
<li><strong>银座</strong>：老牌百货、旗舰店和安静的小巷都在这里，走到筑地场外市场吃早餐只要十分钟，离东京站也很近。</li>
</ul>`,
        `<figure><img src="scene:skyline" alt="黄昏时分高楼林立的城市天际线"><figcaption>冬天天气晴好的傍晚，从新宿的高处偶尔能望见富士山。</figcaption></figure>`,
        `<h2>什么时候去</h2>`,
        `<p>三月下旬到四月初是樱花季，上野公园、目黑川、新宿御苑人山人海，酒店最好提前几个月订。十一月中下旬的红叶季同样好看，天气也更稳定。六月是梅雨季，七八月湿热；冬天晴天多、空气干净，是看富士山的好时候。</p>`,
        `<h2>几条实用建议</h2>`,
        `<ul>
<li>办一张Suica或PASMO交通卡（也可以添加到手机钱包里），地铁、JR、公交和便利店都能刷。</li>
<li>不少小餐馆只收现金，身上备些日元。</li>
<li>街上垃圾桶很少，习惯把垃圾带回酒店。</li>
</ul>`,
        `<h2>住在哪里</h2>`,
        `<p>喜欢老街的气氛，就住<strong>东京浅草隅田旅馆</strong>，离浅草寺只隔一条街，有榻榻米房，顶楼还有小小的公共浴池。想去机场和周边一日游都方便，<strong>东京新宿霞庭酒店</strong>走到新宿站西口约八分钟，高层能看到富士山，大浴场对住客免费开放。</p>`,
        `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/浅草寺">维基百科：浅草寺</a></p>`,
      ),
    },
    en: {
      title: 'Tokyo city guide: Asakusa, Shinjuku or Ginza for a first visit',
      summary:
        "Tokyo's trains go everywhere, so choosing a base is really choosing a mood: old-town Asakusa, round-the-clock Shinjuku or polished Ginza. Plus tips on seasons and transport cards.",
      content: body(
        `<p>Tokyo is too big to see where it ends, but for a visitor it works more like a patchwork of neighbourhoods, each station the centre of its own small world. The subway and JR lines are dense and the transfers can be confusing, yet with a map app you will rarely get lost. So where you stay comes down to which Tokyo you want to wake up in.</p>`,
        `<h2>Three neighbourhoods for a first stay</h2>`,
        `<ul>
<li><strong>Asakusa</strong>: Sensō-ji, the Nakamise shopping street and the Sumida River are all on foot, and the Skytree is just over the river. Go to the temple early and you will have it almost to yourself.</li>
<li><strong>Shinjuku</strong>: the best connected of all, with the limousine bus to the airports and direct services to Hakone and Lake Kawaguchi. In the evening, eat yakitori and have a drink in Omoide Yokocho or Golden Gai.</li>
<li><strong>Ginza</strong>: long-established department stores, flagship shops and quiet back streets. The Tsukiji outer market is ten minutes' walk for breakfast, and Tokyo Station is close by.</li>
</ul>`,
        `<figure><img src="scene:skyline" alt="A city skyline of tall towers at dusk"><figcaption>On a clear winter evening you can sometimes see Mount Fuji from high up in Shinjuku.</figcaption></figure>`,
        `<h2>When to go</h2>`,
        `<p>Cherry blossom season runs from late March to early April, when Ueno Park, the Meguro River and Shinjuku Gyoen are packed and hotels should be booked months ahead. The autumn colours of mid to late November are just as lovely, and the weather is steadier. June is the rainy season and July and August are hot and humid; winter is mostly sunny and clear, the best time to see Mount Fuji.</p>`,
        `<h2>Practical tips</h2>`,
        `<ul>
<li>Get a Suica or PASMO card, or add one to your phone's wallet: it works on the subway, JR trains, buses and in convenience stores.</li>
<li>Many small restaurants take cash only, so carry some yen.</li>
<li>Bins are rare on the streets; get used to taking your rubbish back to the hotel.</li>
</ul>`,
        `<h2>Where to stay</h2>`,
        `<p>For old-town atmosphere, stay at the <strong>Sumida Inn Asakusa</strong>, one street from Sensō-ji, with tatami rooms and a small shared bath on the top floor. For easy airport runs and day trips, the <strong>Kasumi Hotel Shinjuku</strong> is eight minutes' walk from the west exit of Shinjuku Station, with Mount Fuji in view from the upper floors and a large bath that guests use for free.</p>`,
        `<p>Further reading: <a href="https://en.wikipedia.org/wiki/Sensō-ji">Sensō-ji on Wikipedia</a></p>`,
      ),
    },
  },
];
